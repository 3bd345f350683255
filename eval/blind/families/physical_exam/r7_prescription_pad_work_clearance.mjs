// A work-clearance note written on the clinician's prescription pad after a pre-employment physical: a quarter-page
// pad sheet with the printed prescriber block (name, credentials, practice, address, NPI / DEA), "Name / DOB /
// Address / Date" lines, the large ℞ sign, then the clearance in the clinician's handwriting WITHOUT captions ("Pre-
// employment physical done today. Cleared for full duty, no restrictions."), Refills 0 1 2 3 PRN with 0 ringed,
// "Dispense as written / Substitution permitted" boxes and the signature line. The examiner is the printed prescriber.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'r7_prescription_pad_work_clearance',
  split: 'tuning',
  renderings: { text_pdf: 25, scanned_pdf: 25, photo: 30, scan_image: 12, fax: 8 },
  description:
    'Prescription-pad work clearance after a pre-employment physical: printed prescriber block (MD / DO / FNP, NPI, DEA), Name / DOB / Date lines, ℞ sign, clearance or restriction written by hand without captions, ringed refills, substitution boxes, signature line (left blank in one variant)',
};

const PRESCRIBERS = [
  {
    name: 'Annelise T. Morrow, M.D.',
    short: 'Annelise T. Morrow',
    cred: 'MD',
    spec: 'Family Medicine',
    practice: 'Cottonwood Bend Family Practice',
    addr: '1187 Whitcomb St, Provo, UT 84601',
    tel: '(801) 555-0142',
  },
  {
    name: 'Desmond K. Achterberg, D.O.',
    short: 'Desmond Achterberg',
    cred: 'DO',
    spec: 'Occupational & Family Medicine',
    practice: 'Ironwood Occupational Health',
    addr: '42 Grange Hall Rd, Knoxville, TN 37916',
    tel: '(865) 555-0190',
  },
  {
    name: 'Lucinda M. Farraday, APRN, FNP-C',
    short: 'Lucinda Farraday',
    cred: 'FNP-C',
    spec: 'Family Nurse Practitioner',
    practice: 'Blue Heron Walk-In & Primary Care',
    addr: '9 Sycamore Ln, Savannah, GA 31401',
    tel: '(912) 555-0177',
  },
];

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.3em', ...o });
  const pr = f.pr;
  const css = `
  body { background:#fdfdf8; }
  .pad { border:1px solid #9bb; padding:12px 14px 10px; height:5.98in; position:relative; }
  .top { text-align:center; border-bottom:1px solid #2d6a6a; padding-bottom:5px; color:#1d4d4d; }
  .top .n { font-size:12pt; font-weight:bold; font-family:${FONTS.serif}; } .top .s { font-size:7.6pt; }
  .ids { display:flex; justify-content:space-between; font-size:7pt; color:#1d4d4d; margin-top:3px; }
  .ln { display:flex; align-items:flex-end; border-bottom:1px solid #555; min-height:24px; margin-top:4px; font-size:7.8pt; color:#1d4d4d; }
  .ln .v { flex:1; padding-left:5px; color:#000; }
  .rx { font-family:${FONTS.serif}; font-size:34pt; color:#1d4d4d; line-height:1; margin-top:6px; }
  .body { margin:-4px 0 0 44px; min-height:2.35in; line-height:1.6; }
  .ref { font-size:7.3pt; color:#1d4d4d; margin-top:6px; white-space:nowrap; }
  .sg { display:flex; justify-content:space-between; align-items:flex-end; margin-top:14px; font-size:7.4pt; color:#1d4d4d; }
  .sl { border-top:1px solid #333; width:2.4in; padding-top:1px; text-align:center; }
  .sf { font-size:6.2pt; color:#557; text-align:center; position:absolute; left:0; right:0; bottom:6px; }`;
  const refills = ['0', '1', '2', '3', 'PRN']
    .map((r) =>
      r === '0'
        ? `<span style="display:inline-block;border:1.5px solid ${f.ink};border-radius:50%;padding:0 5px;margin:0 -5px">${r}</span>`
        : r,
    )
    .join(' &nbsp; ');
  const body = `<div class="pad">
  <div class="top"><div class="n">${esc(pr.name)}</div><div class="s">${esc(pr.spec)} · ${esc(pr.practice)}<br>${esc(pr.addr)} · Tel ${esc(pr.tel)}</div></div>
  <div class="ids"><span>NPI ${esc(f.npi)}</span><span>DEA ${esc(f.dea)}</span><span>Lic. ${esc(f.lic)}</span></div>
  <div style="display:flex;gap:10px"><div class="ln" style="flex:2.2">Name<span class="v">${H(f.name, { size: '12.5pt' })}</span></div><div class="ln" style="flex:1">DOB<span class="v">${H(f.dob, { size: '11.5pt' })}</span></div></div>
  <div style="display:flex;gap:10px"><div class="ln" style="flex:2.2">Address<span class="v">${H(f.paddr, { size: '10.5pt' })}</span></div><div class="ln" style="flex:1">Date<span class="v">${H(f.date, { size: '11.5pt' })}</span></div></div>
  <div class="rx">℞</div>
  <div class="body">${f.lines.map((l) => `<div>${H(l, { size: '1.22em', rot: f.rot })}</div>`).join('')}</div>
  <div class="ref">Refills: ${refills} &nbsp;&nbsp;&nbsp; ${box(false, { style: 'fill' })} Dispense as written &nbsp; ${box(false, { style: 'fill' })} Substitution permitted</div>
  <div class="sg"><div style="font-size:6.8pt;max-width:1.2in">This prescription is void if altered.</div><div>${f.signed ? sig(f.sigText, { font: f.sigFont, ink: f.ink, size: '1.7em' }) : '<div style="height:30px"></div>'}<div class="sl">${esc(pr.cred === 'FNP-C' ? 'Prescriber signature' : 'Signature of prescriber')} · ${esc(pr.cred)}</div></div></div>
  <div class="sf">Security features: microprint border · void pantograph · heat-sensitive ℞ · pad #${esc(f.padNo)}</div>
  </div>`;
  return page({ title: 'Rx', size: '4.25in 6.25in', margin: '0.12in', body, css, font: FONTS.sans });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, lines, o = {}) => {
    const pr = rng.pick(PRESCRIBERS);
    const examIso = o.exam || addDays('2026-06-15', rng.int(0, 140));
    return {
      pr,
      npi: `1${rng.digits(9)}`,
      dea: `${rng.letters(2)}${rng.digits(7)}`,
      lic: `${rng.letters(2)}-${rng.digits(6)}`,
      name: nameAs(p, o.nameStyle || rng.pick(['first_last', 'first_mi_last'])),
      dob: o.noDob ? '' : fmt(p.dob, rng.pick(['us_short', 'us_nz'])),
      paddr: o.noAddr ? '' : `${rng.int(10, 999)} ${rng.pick(['Elm', 'Bell', 'Ridge', 'Main'])} St`,
      date: fmt(examIso, o.ds || rng.pick(['us_short', 'us_nz', 'mon'])),
      lines,
      signed: o.signed ?? true,
      sigText: pr.short,
      sigFont: rng.pick(SIGS),
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      rot: rng.pick([-2, -1, 0, 1]),
      padNo: rng.digits(6),
      examIso,
    };
  };
  const job = () => rng.pick(['CNA', 'RN', 'home health aide', 'LPN', 'dietary aide']);
  const out = [];

  let p = k.person();
  let f = make(p, [
    'Pre-employment physical',
    'exam done today.',
    `Cleared to work as ${job()}`,
    'Full duty - no restrictions.',
  ]);
  out.push({
    key: 'cleared-full-duty',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      exam_date: f.examIso,
      clearance: 'cleared',
      'examiner.name': f.pr.short,
      'examiner.signature': 'present',
      ...personData(),
    },
    note: 'the clearance is handwritten in the ℞ area without any caption; the pad date is the exam date',
  });

  p = k.person();
  f = make(
    p,
    [
      'Employment physical completed.',
      'Pt is medically cleared for',
      'employment. No limitations.',
      'TB screen / labs on file.',
    ],
    {
      noAddr: true,
      ds: 'mon',
    },
  );
  out.push({
    key: 'cleared-no-limitations',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { exam_date: f.examIso, clearance: 'cleared', 'examiner.signature': 'present', ...personData() },
  });

  p = k.person();
  f = make(
    p,
    [
      'Pre-placement physical today.',
      'May work with restriction:',
      `No lifting > ${rng.pick([20, 25, 30])} lbs until ${fmt(addDays('2026-12-01', rng.int(0, 30)), 'us_short')}`,
      '(healing R wrist sprain)',
    ],
    { noDob: true },
  );
  out.push({
    key: 'restriction-allowed-by-client',
    person: requestPerson(p),
    rules: { allow_restrictions: true },
    html: render(f),
    issues: [],
    forbidden: ['restrictions present'],
    data: { exam_date: f.examIso, clearance: 'cleared_with_restrictions', 'person.name.status': 'match' },
    note: 'a temporary lifting restriction written on the pad; the client allows restrictions. The restriction end date is not the exam date',
  });

  p = k.person();
  f = make(p, [
    'Pre-employment exam today -',
    'NOT cleared for work at this time.',
    `BP ${rng.int(176, 192)}/${rng.int(106, 118)} - uncontrolled HTN.`,
    'Recheck in 2 wks, then re-evaluate.',
  ]);
  out.push({
    key: 'not-cleared-blood-pressure',
    person: requestPerson(p),
    html: render(f),
    issues: ['not cleared'],
    data: { exam_date: f.examIso, clearance: 'not_cleared' },
  });

  p = k.person();
  f = make(p, ['Physical exam for employment', 'completed today.', 'Cleared - full duty.'], {
    signed: false,
  });
  out.push({
    key: 'signature-line-blank',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing examiner signature'],
    data: { exam_date: f.examIso, clearance: 'cleared', 'examiner.signature': 'not_present' },
    note: 'the prescriber is printed at the top but the signature line is empty',
  });

  p = k.person();
  f = make(p, ['Pre-employment physical done.', `Cleared to work as ${job()}.`, 'No restrictions.'], {
    exam: addDays('2025-07-01', rng.int(0, 90)),
    ds: 'us_short',
  });
  out.push({
    key: 'cleared-last-summer',
    person: requestPerson(p),
    html: render(f),
    issues: ['exam too old'],
    data: { exam_date: f.examIso, clearance: 'cleared' },
    note: 'pad dated in summer/early autumn 2025, more than 365 days before valid_on',
  });
  return out;
}
