// An employer's occupational-health department writes a "Verification of COVID-19 Vaccination" letter at an
// employee's (or former employee's) request, for a staffing agency or a new facility: letterhead with the department
// and its fax, the letter date, an addressee (an agency credentialing contact, or To Whom It May Concern), a RE block
// (employee name, employee ID, date of birth), then prose only — employment dates and job title, and the doses told
// in running sentences with the maker, the date, sometimes the lot, and where and by whom each was given (the staff
// vaccination clinic, a named nurse, an outside pharmacy or mass-vaccination site whose dose was verified in the
// state registry). A closing paragraph names the release authorization date and the registry check date; the
// occupational-health nurse manager or medical director signs; "cc:" lines name other people. None of the other
// dates (letter, hire, separation, DOB, authorization, registry check) are doses.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r26_employer_occ_health_verification_letter_prose_doses',
  split: 'tuning',
  renderings: { text_pdf: 45, photo: 20, fax: 15, scanned_pdf: 15, scan_image: 5 },
  description:
    'Hospital employee occupational-health "Verification of COVID-19 Vaccination" letter in prose: letterhead with department, phone and fax, letter date, addressee (agency credentialing contact or To Whom It May Concern), RE block (employee name, employee ID, DOB), employment paragraph (title, unit, hire and separation dates), doses told inside sentences with maker, date (long, numeric or day-first), sometimes the lot, and where / by whom (staff vaccination clinic, a named nurse, an outside pharmacy or mass-vaccination site verified in the state registry), closing paragraph with the release authorization and registry check dates, signature of the nurse manager or medical director, cc lines; variants Moderna x2 + an outside Moderna booster, Janssen at a mass-vaccination site + a Pfizer booster at the staff clinic, Pfizer x2 + an updated Pfizer dose, one Pfizer dose with the second undocumented, Moderna doses 20 days apart, and a religious exemption with no doses',
};

const EMPLOYERS = [
  {
    org: 'Harmon Valley Health',
    dept: 'Employee Occupational Health Services',
    addr: '1200 Harmon Blvd, Suite 140 \u00b7 Tacoma, WA 98405',
    tel: '(253) 555-0141',
    fax: '(253) 555-0199',
    state: 'WA',
    iis: 'Washington State Immunization Information System',
    clinic: 'the Harmon Valley Health employee vaccination clinic (Conference Center B)',
    clinicShort: 'our employee vaccination clinic',
    signer: ['Gretchen Lindahl', 'RN, COHN-S', 'Manager, Employee Occupational Health'],
    nurses: ['Paula Jessup, RN', 'Arturo Benavides, RN', 'Kim Thach, LPN'],
    color: '#0d4f6b',
    font: FONTS.caladea,
    titles: [
      'Registered Nurse, Progressive Care Unit',
      'Certified Nursing Assistant, 5 North',
      'Respiratory Therapist',
    ],
  },
  {
    org: 'St. Brigid Regional Medical Center',
    dept: 'Employee Health & Wellness',
    addr: '45 Bellwether Ct \u00b7 Savannah, GA 31401',
    tel: '(912) 555-0177',
    fax: '(912) 555-0178',
    state: 'GA',
    iis: 'Georgia Registry of Immunization Transactions and Services (GRITS)',
    clinic: 'the St. Brigid Employee Health COVID-19 clinic',
    clinicShort: 'the Employee Health clinic',
    signer: ['Priya Venkataraman', 'MD, MPH', 'Medical Director, Employee Health & Wellness'],
    nurses: ['Shelby Ardoin, RN', 'Terrence Gaskins, RN', 'Yvonne Bledsoe, RN'],
    color: '#5b1f2e',
    font: FONTS.serif,
    titles: [
      'Staff Nurse, Emergency Department',
      'Patient Care Technician, Oncology',
      'Licensed Practical Nurse, Float Pool',
    ],
  },
  {
    org: 'Copperfield Behavioral Health System',
    dept: 'Occupational Health Department',
    addr: '9020 Copperfield Dr \u00b7 Aurora, CO 80012',
    tel: '(303) 555-0126',
    fax: '(303) 555-0127',
    state: 'CO',
    iis: 'Colorado Immunization Information System (CIIS)',
    clinic: 'the Copperfield staff vaccination event at the Aurora campus',
    clinicShort: 'our staff vaccination clinic',
    signer: ['Denise Falkner', 'BSN, RN', 'Occupational Health Nurse Coordinator'],
    nurses: ['Ruth Engstrom, RN', 'Calvin Mbeki, RN', 'Holly Szabo, LPN'],
    color: '#2f4a1d',
    font: FONTS.carlito,
    titles: [
      'Mental Health Technician, Adolescent Unit',
      'Registered Nurse, Adult Inpatient',
      'Licensed Practical Nurse, Detox Unit',
    ],
  },
];

const AGENCIES = [
  ['Keystone Clinical Staffing', 'Credentialing Department', 'Attn: Marisa Pell'],
  ['BlueHarbor Travel Nursing', 'Compliance Team', 'Attn: Jordan Whitley'],
  ['NorthStar Per Diem Partners', 'Onboarding / Credentialing', 'Attn: Ines Carvalho'],
];
const PHARM = [
  'Medi-Save Pharmacy #2217',
  'Corner Drug & Wellness (Store 481)',
  'ValuCare Pharmacy #0932',
  'FamilyFirst Pharmacy #118',
];
const MASS = [
  'the county mass-vaccination site at the Fairgrounds Expo Hall',
  'the state-run community vaccination site at Lindell Arena',
  'a community vaccination event at Grange Hall',
];

function render(f) {
  const E = f.E;
  const paras = f.paras.map((p) => `<p>${p}</p>`).join('');
  const body = `
  <div class="lh"><div class="org">${esc(E.org)}</div><div class="dp">${esc(E.dept)}</div>
    <div class="ad">${esc(E.addr)} &nbsp;|&nbsp; Tel ${esc(E.tel)} &nbsp;|&nbsp; Fax ${esc(E.fax)}</div></div>
  <div class="dt">${esc(fmt(f.letterDate, 'long'))}</div>
  ${f.via ? `<div class="via">${esc(f.via)}</div>` : ''}
  <div class="to">${f.to.map(esc).join('<br>')}</div>
  <div class="re"><b>RE:&nbsp; Verification of COVID-19 Vaccination</b><br>
  Employee:&nbsp; ${esc(f.nameShown)}<br>Employee ID:&nbsp; ${esc(f.empId)} &nbsp;&nbsp;&nbsp; Date of birth:&nbsp; ${esc(fmt(f.dob, f.dobStyle))}</div>
  <div class="sal">${esc(f.salutation)}</div>
  ${paras}
  <p>Please contact the ${esc(E.dept)} at ${esc(E.tel)} (fax ${esc(E.fax)}) with any questions. This letter contains confidential health information and is released with the employee\u2019s written authorization dated ${esc(fmt(f.auth, f.ds))}.</p>
  <div class="cl">Sincerely,</div>
  <div class="sg">${sig(f.sigText, { font: f.sigFont, ink: f.ink, size: '2em' })}</div>
  <div class="sn">${esc(E.signer[0])}, ${esc(E.signer[1])}<br>${esc(E.signer[2])}<br>${esc(E.org)}</div>
  <div class="cc">cc:&nbsp; ${f.cc.map(esc).join('; ')}</div>
  <div class="ft">${esc(E.org)} \u00b7 ${esc(E.dept)} \u00b7 Ref. ${esc(f.ref)} \u00b7 Page 1 of 1</div>`;
  const css = `
  body { font-size:11pt; line-height:1.42; }
  .lh { border-bottom:2.5px solid ${E.color}; padding-bottom:5px; margin-bottom:14px; }
  .org { font-size:18pt; font-weight:bold; color:${E.color}; letter-spacing:0.02em; }
  .dp { font-size:11.5pt; color:#333; font-style:italic; } .ad { font-size:8.6pt; color:#444; font-family:${FONTS.sans}; }
  .dt { margin-bottom:10px; } .via { font-size:9.5pt; font-weight:bold; letter-spacing:0.06em; margin-bottom:8px; }
  .to { margin-bottom:12px; }
  .re { margin:0 0 12px 0.5in; }
  .sal { margin-bottom:6px; }
  p { margin:0 0 9px; text-align:justify; }
  .cl { margin-top:12px; } .sg { min-height:44px; margin-top:2px; } .sn { line-height:1.3; }
  .cc { font-size:9.5pt; margin-top:14px; }
  .ft { position:fixed; bottom:0; left:0; right:0; text-align:center; font-size:7.5pt; color:#666; font-family:${FONTS.sans}; }`;
  return page({
    title: 'Verification of COVID-19 Vaccination',
    margin: '0.8in 0.9in',
    body,
    css,
    font: f.E.font,
  });
}

export function cases(k) {
  const { rng } = k;
  const order = rng.shuffle([0, 1, 2]);
  let n = 0;
  const mk = (p, o = {}) => {
    const E = EMPLOYERS[order[n % 3]];
    n++;
    const letterDate = addDays('2026-10-26', rng.int(0, 24));
    const ag = rng.pick(AGENCIES);
    const toAgency = rng.chance(0.6);
    const hire = addDays('2017-03-06', rng.int(0, 1000));
    return {
      E,
      nameShown: nameAs(p, rng.pick(['full', 'first_mi_last', 'first_last'])),
      ref: `EOH-${rng.digits(2)}-${rng.digits(5)}`,
      short: `${p.first} ${p.last}`,
      empId: `${rng.digits(6)}`,
      dob: p.dob,
      dobStyle: rng.pick(['us', 'long', 'us_nz']),
      ds: rng.pick(['long', 'us_nz', 'dmy_long']),
      letterDate,
      auth: addDays(letterDate, -rng.int(2, 10)),
      iisCheck: addDays(letterDate, -rng.int(1, 6)),
      hire,
      title: rng.pick(E.titles),
      separated: rng.chance(0.5) ? addDays('2026-05-01', rng.int(0, 120)) : null,
      via: rng.chance(0.4) ? `VIA FACSIMILE AND E-MAIL` : '',
      to: toAgency ? [ag[2], ag[1], ag[0]] : ['To Whom It May Concern'],
      salutation: toAgency ? `Dear ${ag[2].replace('Attn: ', '')}:` : 'To Whom It May Concern:',
      sigText: E.signer[0],
      sigFont: rng.pick(SIGS),
      ink: rng.pick(['#1a2b6d', '#0b3d91', '#202020']),
      cc: ['Employee', 'Employee health record', rng.pick(E.nurses).split(',')[0] + ' (EOH)'],
      ...o,
    };
  };
  const dt = (f, x) => fmt(x, f.ds);
  const emp = (f) =>
    f.separated
      ? `${esc(f.short)} was employed by ${esc(f.E.org)} as a ${esc(f.title)} from ${esc(dt(f, f.hire))} until ${esc(dt(f, f.separated))}.`
      : `${esc(f.short)} has been employed by ${esc(f.E.org)} since ${esc(dt(f, f.hire))} and currently works as a ${esc(f.title)}.`;
  const intro = (f) =>
    `At the request of the employee named above, this letter verifies the COVID-19 vaccination information held in the ${esc(f.E.dept)} record. ${emp(f)}`;
  const lotM = () => `0${rng.int(10, 99)}${rng.pick(['A', 'B', 'C', 'L', 'M'])}21${rng.pick(['A', 'B'])}`;
  const lotP = () => `E${rng.pick(['H', 'K', 'L', 'N', 'W'])}${rng.digits(4)}`;
  const lotJ = () => `${rng.digits(6)}`;
  const out = [];

  // 1 — Moderna x2 at the staff clinic + an outside Moderna booster (photo)
  {
    const p = k.person();
    const f = mk(p);
    const E = f.E;
    const d1 = addDays('2020-12-28', rng.int(0, 30));
    const d2 = addDays(d1, rng.int(28, 33));
    const d3 = addDays('2021-10-25', rng.int(0, 60));
    const [l1, l2] = [lotM(), lotM()];
    const [v1, v2] = rng.shuffle(E.nurses);
    const ph = rng.pick(PHARM);
    f.paras = [
      intro(f),
      `Our records show that ${esc(f.short)} received the first dose of the Moderna COVID-19 Vaccine on ${esc(dt(f, d1))} (lot ${l1}) at ${esc(E.clinic)}, administered by ${esc(v1)}. The second dose of the same vaccine was administered by ${esc(v2)} at ${esc(E.clinicShort)} on ${esc(dt(f, d2))} (lot ${l2}), completing the primary series.`,
      `In addition, the employee received a Moderna booster dose on ${esc(dt(f, d3))} at ${esc(ph)}, ${esc(E.addr.split('\u00b7 ')[1])}. This outside dose was documented from the employee\u2019s vaccination card and confirmed in the ${esc(E.iis)} on ${esc(dt(f, f.iisCheck))}.`,
    ];
    out.push({
      key: 'moderna-two-doses-staff-clinic-outside-booster',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: [
        'not enough doses',
        'insufficient waiting period',
        'missing dose administrator',
        'missing dose date',
      ],
      data: {
        'doses.0.date': d1,
        'doses.0.manufacturer': 'moderna',
        'doses.0.lot': l1,
        'doses.1.date': d2,
        'doses.1.manufacturer': 'moderna',
        'doses.1.lot': l2,
        'doses.2.date': d3,
        'doses.2.manufacturer': 'moderna',
        'doses.2.kind': 'booster',
        ...personData(),
      },
      note: `doses only in sentences: Moderna ${d1} (${v1}) and ${d2} (${v2}) at the staff clinic, ${Math.round((new Date(d2) - new Date(d1)) / 864e5)} days apart, then a Moderna booster ${d3} at ${ph}; the letter date ${f.letterDate}, hire ${f.hire}${f.separated ? `, separation ${f.separated}` : ''}, authorization ${f.auth} and registry check ${f.iisCheck} are not doses`,
    });
  }

  // 2 — Janssen at a mass-vaccination site + a Pfizer booster at the staff clinic (text PDF)
  {
    const p = k.person();
    const f = mk(p);
    const E = f.E;
    const d1 = addDays('2021-03-15', rng.int(0, 40));
    const d2 = addDays('2021-11-08', rng.int(0, 50));
    const lj = lotJ();
    const v2 = rng.pick(E.nurses);
    const site = rng.pick(MASS);
    f.paras = [
      intro(f),
      `Before the employee vaccination program was extended to all staff, ${esc(f.short)} received a single dose of the Janssen (Johnson &amp; Johnson) COVID-19 Vaccine on ${esc(dt(f, d1))} at ${esc(site)} (lot ${lj}). A single Janssen dose was a complete primary series at that time; the dose was reported by the employee on ${esc(dt(f, addDays(d1, rng.int(3, 20))))} and verified in the ${esc(E.iis)}.`,
      `${esc(f.short)} later received a booster dose of the Pfizer-BioNTech COVID-19 Vaccine on ${esc(dt(f, d2))}, administered by ${esc(v2)} at ${esc(E.clinicShort)}.`,
    ];
    out.push({
      key: 'janssen-mass-site-then-pfizer-booster-staff-clinic',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      forbidden: ['not enough doses', 'unsupported dose combination', 'missing dose administrator'],
      data: {
        'doses.0.date': d1,
        'doses.0.manufacturer': 'janssen',
        'doses.0.lot': lj,
        'doses.1.date': d2,
        'doses.1.manufacturer': 'pfizer',
        'doses.1.kind': 'booster',
        ...personData(),
      },
      note: `one Janssen dose ${d1} at ${site} is a complete primary series; the Pfizer booster ${d2} (${v2}) after it is accepted (corpus reading: an mRNA booster after Janssen is not an unsupported combination); the date the employee reported the dose is not a dose`,
    });
  }

  // 3 — Pfizer x2 at the staff clinic + an updated Pfizer dose (text PDF)
  {
    const p = k.person();
    const f = mk(p);
    const E = f.E;
    const d1 = addDays('2021-01-04', rng.int(0, 30));
    const d2 = addDays(d1, rng.int(21, 25));
    const d3 = addDays('2024-09-23', rng.int(0, 50));
    const [l1, l2] = [lotP(), lotP()];
    const [v1, v2, v3] = rng.shuffle(E.nurses);
    f.paras = [
      intro(f),
      `According to our vaccine administration records, ${esc(f.short)} completed the primary series of the Pfizer-BioNTech COVID-19 vaccine at ${esc(E.clinic)}: dose one on ${esc(dt(f, d1))}, lot ${l1}, given by ${esc(v1)}, and dose two on ${esc(dt(f, d2))}, lot ${l2}, given by ${esc(v2)}.`,
      `On ${esc(dt(f, d3))} the employee also received the 2024\u20132025 formula Pfizer-BioNTech (Comirnaty) vaccine during our fall respiratory-vaccine campaign, administered by ${esc(v3)}. The employee declined the updated dose offered in ${esc(fmt(addDays(d3, 365), 'month_yyyy'))}.`,
    ];
    out.push({
      key: 'pfizer-two-doses-plus-updated-dose-staff-clinic',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      forbidden: ['not enough doses', 'insufficient waiting period', 'declination not allowed'],
      data: {
        'doses.0.date': d1,
        'doses.0.manufacturer': 'pfizer',
        'doses.0.lot': l1,
        'doses.1.date': d2,
        'doses.1.manufacturer': 'pfizer',
        'doses.1.lot': l2,
        'doses.2.date': d3,
        'doses.2.manufacturer': 'pfizer',
        'doses.2.kind': 'booster',
        ...personData(),
      },
      note: `Pfizer ${d1} and ${d2} (${Math.round((new Date(d2) - new Date(d1)) / 864e5)} days) then a 2024-2025 formula dose ${d3}, all by named staff-clinic nurses; declining a later updated dose (a month only) is not a declination of vaccination and no booster is required`,
    });
  }

  // 4 — one Pfizer dose; the second is undocumented (fax)
  {
    const p = k.person();
    const f = mk(p, { via: 'VIA FACSIMILE' });
    const E = f.E;
    const d1 = addDays('2021-01-11', rng.int(0, 40));
    const l1 = lotP();
    const v1 = rng.pick(E.nurses);
    const asked = addDays(f.letterDate, -rng.int(20, 40));
    f.paras = [
      intro(f),
      `Our records show one dose of the Pfizer-BioNTech COVID-19 vaccine, given to ${esc(f.short)} on ${esc(dt(f, d1))} (lot ${l1}) by ${esc(v1)} at ${esc(E.clinic)}. The employee did not attend the second-dose appointment scheduled for ${esc(dt(f, addDays(d1, 21)))}.`,
      `The employee has told us that a second dose was received later at an out-of-state pharmacy; however, no documentation was provided in response to our request of ${esc(dt(f, asked))}, and no second dose was found in the ${esc(E.iis)} when it was searched on ${esc(dt(f, f.iisCheck))}. We are therefore able to verify one dose only.`,
    ];
    out.push({
      key: 'one-pfizer-dose-second-undocumented',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: ['not enough doses'],
      data: {
        'doses.0.date': d1,
        'doses.0.manufacturer': 'pfizer',
        'doses.0.lot': l1,
        ...personData(),
      },
      note: `one verified Pfizer dose ${d1}; the scheduled second-dose appointment ${addDays(d1, 21)} was missed and the claimed outside dose is undocumented and absent from the registry: one dose of a two-dose series`,
    });
  }

  // 5 — Moderna doses 20 days apart (text PDF)
  {
    const p = k.person();
    const f = mk(p);
    const E = f.E;
    const d1 = addDays('2021-01-18', rng.int(0, 30));
    const d2 = addDays(d1, 20);
    const [l1, l2] = [lotM(), lotM()];
    const [v1, v2] = rng.shuffle(E.nurses);
    f.paras = [
      intro(f),
      `${esc(f.short)} received two doses of the Moderna COVID-19 Vaccine through ${esc(E.clinicShort)}. The first was given on ${esc(dt(f, d1))} by ${esc(v1)} (lot ${l1}); the second was given on ${esc(dt(f, d2))} by ${esc(v2)} (lot ${l2}) at ${esc(E.clinic)}.`,
      `No further COVID-19 vaccine doses are recorded for this employee. The record was reviewed against the ${esc(E.iis)} on ${esc(dt(f, f.iisCheck))} and no additional doses were found.`,
    ];
    out.push({
      key: 'moderna-two-doses-twenty-days-apart',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['insufficient waiting period'],
      data: {
        'doses.0.date': d1,
        'doses.0.manufacturer': 'moderna',
        'doses.1.date': d2,
        'doses.1.manufacturer': 'moderna',
        ...personData(),
      },
      note: `Moderna ${d1} and ${d2}: 20 days apart, below 28 \u2212 4 = 24 days; the letter itself does not remark on the interval`,
    });
  }

  // 6 — religious exemption, no doses (scanned PDF)
  {
    const p = k.person();
    const f = mk(p);
    const E = f.E;
    const req = addDays('2021-09-07', rng.int(0, 20));
    const appr = addDays(req, rng.int(10, 25));
    f.paras = [
      intro(f),
      `${esc(f.short)} has not received any COVID-19 vaccine according to our records. On ${esc(dt(f, req))} the employee submitted a signed request for a religious exemption from the ${esc(E.org)} COVID-19 vaccination requirement, citing sincerely held religious beliefs. The request was reviewed by the exemption committee and approved on ${esc(dt(f, appr))}; the employee agreed to wear a mask and test weekly while on duty.`,
      `The exemption was renewed without change at each annual review. We have no record of COVID-19 vaccination from any outside provider, and the ${esc(E.iis)} search of ${esc(dt(f, f.iisCheck))} returned no COVID-19 doses.`,
    ];
    out.push({
      key: 'religious-exemption-no-doses',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['declination not allowed'],
      data: {
        record_type: 'declination',
        'declination.reason': 'religious',
        ...personData(),
      },
      note: `no doses; the letter verifies a religious exemption requested ${req} (signed request: the declination) and approved ${appr}; allow_declination is false by default, so declination not allowed; not enough doses may also be reported`,
    });
  }
  return out;
}
