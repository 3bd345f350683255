// A "Continuity of Care Document" / "Summary of Care" as a patient downloads it from a clinic's patient portal or a
// health-information-exchange viewer ("Download my record", "Send to a provider") and prints it to PDF or on paper,
// then uploads it as proof of the physical. It is the human-readable rendering of a C-CDA document: a centred title, a
// grey-labelled header table (patient with sex / race / ethnicity / language, contact info, patient IDs with their
// object identifiers, emergency contact who is a relative, document id, document created date-time with a UTC offset,
// author system, custodian organisation, "documentation of" a care-provision period, the encompassing encounter with its
// time, location and responsible party, and the legal authenticator line "Signed at … by …"); a table of contents with
// links; then one section after another as tables: reason for visit, encounters (several, newest first), problems with
// noted dates, allergies, medications with start dates, immunizations with dates, vital signs in date columns, results
// (labs with collected dates, among them a QuantiFERON or a drug screen), and on page 2 the assessment, plan of
// treatment (where the work status sits, in the clinic's own words) and the clinician's progress note ending in
// "Electronically signed by … at …", and the care team (a primary-care physician who is not the examiner). The
// physical's encounter date decides; the document-created, signed, printed, result, immunization, medication and
// problem dates and the DOB do not. Some clinics export a preventive visit without any statement about work; one
// exports a pended note that was never signed.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'physical_exam',
  name: 'r29_b_ccda_summary_of_care_export_two_page',
  split: 'tuning',
  multipage: true,
  description:
    'Two-page human-readable C-CDA "Continuity of Care Document" / "Summary of Care" downloaded from a clinic patient portal or HIE viewer and printed (browser print header / footer with print date-time and page x of 2): grey-labelled header table (patient, DOB, sex, race, ethnicity, language, contact, patient IDs with OIDs, emergency contact who is a relative, document id, document created with UTC offset, author system, custodian, documentation-of period, encompassing encounter with time, location and responsible party, legal authenticator "Signed at … by …"), table of contents, sections as tables (reason for visit, encounters newest first, problems with noted dates, allergies, medications with start dates, immunizations, vital signs in date columns, results with a QuantiFERON or drug screen) and on page 2 assessment, plan of treatment with the work status in the clinic\u2019s words, the clinician\u2019s progress note "Electronically signed by … at …", care team with a different PCP; variants pre-employment physical cleared, encounters newest first with a later results call, restrictions the client allows, a preventive visit with no statement about work, a 2025 physical under a recent sick visit, a pended note never signed',
};

const ORGS = [
  {
    key: 'harbor',
    org: 'Harbor Family Medicine & Occupational Health',
    system: 'Meridian EHR 2025.2 (Harbor Family Medicine)',
    portal: 'MyHarborHealth',
    url: 'https://my.harborfamilymed.example/mhh/record/download',
    addr: '310 Larkspur Ave, Savannah, GA 31401',
    tel: '(912) 555-0147',
    oid: '2.16.840.1.113883.3.7204',
    loc: 'Harbor Family Medicine \u2014 Occupational Health Suite',
    examiners: [
      ['Lydia Okonjo-Barnes', 'MD'],
      ['Graham Stoltz', 'PA-C'],
    ],
    pcp: ['Rosalyn Thibodeaux', 'MD'],
    nurse: 'Alicia Brandvold, LPN',
    font: FONTS.sans,
    accent: '#2c4f7c',
    title: 'Continuity of Care Document',
  },
  {
    key: 'northgate',
    org: 'Northgate Occupational & Family Health',
    system: 'Cedarline Health Record v14',
    portal: 'Cedarline Patient Access',
    url: 'https://patient.cedarline.example/northgate/ccd/view?fmt=html',
    addr: '1455 Meridian Ave, Lansing, MI 48906',
    tel: '(517) 555-0183',
    oid: '1.2.840.114350.1.13.624.2.7',
    loc: 'Northgate OFH \u2014 Frandor Clinic',
    examiners: [
      ['Desmond Achebe-Varga', 'DO'],
      ['Kirsten Lowenthal', 'FNP-BC'],
    ],
    pcp: ['Harold Quist', 'MD'],
    nurse: 'Jenna Pruitt, MA',
    font: FONTS.dejavu,
    accent: '#375a2b',
    title: 'Summary of Care',
  },
  {
    key: 'lindell',
    org: 'Lindell Community Health Center',
    system: 'OpenChart CHC 9.4 via Gateway State HIE',
    portal: 'Gateway HIE Community Viewer',
    url: 'https://viewer.gatewayhie.example/cda/render?doc=',
    addr: '2018 Lindell Blvd, Tulsa, OK 74103',
    tel: '(918) 555-0126',
    oid: '2.16.840.1.113883.3.4417.9',
    loc: 'Lindell CHC \u2014 Adult Medicine, Suite B',
    examiners: [
      ['Marisa Quenneville', 'NP'],
      ['Arturo Benavides', 'MD'],
    ],
    pcp: ['Sunita Ramaswamy', 'MD'],
    nurse: 'Cole Weatherby, RN',
    font: FONTS.lato,
    accent: '#6b3a1e',
    title: 'Clinical Summary (C-CDA)',
  },
];

const RELATIVES = [
  ['Spouse', 'Jordan'],
  ['Mother', 'Elaine'],
  ['Sister', 'Priya'],
  ['Husband', 'Marcus'],
  ['Father', 'Gerald'],
  ['Wife', 'Renee'],
];
const RACE = [
  ['Unknown', 'Unknown'],
  ['Declined to specify', 'Declined to specify'],
  ['Other Race', 'Unknown'],
];
const MALE = new Set(
  'Daniel William Robert Anthony José Grzegorz Jonathan Samuel Liam Marcus Dmitri Kwame Tomás Olusegun Rafael Nathaniel Christopher Tyrone Gabriel Patrick Emmanuel Ahmad Luis Michael Isaiah Kenji Desmond Francisco Stanislav Darnell Aidan Trevor Oluwaseun'.split(
    ' ',
  ),
);
const p2 = (n) => String(n).padStart(2, '0');
const longDT = (iso, hh, mm, off) =>
  `${fmt(iso, 'long')}, ${p2(hh)}:${p2(mm)}:${p2((hh * 7 + mm) % 60)} ${off}`;
const usDT = (iso, hh, mm) => {
  const h12 = hh % 12 === 0 ? 12 : hh % 12;
  return `${fmt(iso, 'us')} ${h12}:${p2(mm)} ${hh < 12 ? 'AM' : 'PM'}`;
};

function tbl(head, rows, cls = '') {
  return `<table class="st ${cls}"><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
}
const sec = (id, title, inner) => `<h3 id="${id}">${esc(title)}</h3>${inner}`;

function render(f) {
  const O = f.O;
  const hdr = (label, val, label2, val2) =>
    `<tr><td class="hl">${label}</td><td class="hv"${label2 ? '' : ' colspan="3"'}>${val}</td>${label2 ? `<td class="hl">${label2}</td><td class="hv">${val2}</td>` : ''}</tr>`;
  const auth = f.authenticator
    ? `Signed at ${esc(f.authenticator.when)} by ${esc(f.authenticator.who)}`
    : '<span class="miss">(no legal authenticator)</span>';
  const toc = [
    ['rfv', 'Reason for Visit'],
    ['enc', 'Encounters'],
    ['prob', 'Problems'],
    ['alg', 'Allergies'],
    ['med', 'Medications'],
    ['imm', 'Immunizations'],
    ['vs', 'Vital Signs'],
    ['res', 'Results'],
    ['asm', 'Assessment'],
    ['plan', 'Plan of Treatment'],
    ['note', 'Progress Notes'],
    ['team', 'Care Team'],
  ]
    .map(([id, t]) => `<li><a href="#${id}">${t}</a></li>`)
    .join('');
  const vsDates = f.vitals.map((v) => v.date);
  const vsRows = [
    ['Blood pressure', 'bp'],
    ['Pulse', 'hr'],
    ['Temperature', 'temp'],
    ['Respiratory rate', 'rr'],
    ['SpO2', 'spo2'],
    ['Height', 'ht'],
    ['Weight', 'wt'],
    ['BMI', 'bmi'],
  ].map(([label, k]) => [esc(label), ...f.vitals.map((v) => esc(v[k] || '\u2014'))]);
  const page1 = `
  <div class="ph"><span>${esc(f.printStamp)}</span><span>${esc(O.title)} \u2014 ${esc(f.docTitleName)}</span></div>
  <h1>${esc(O.title)}</h1>
  <table class="hd">
    ${hdr('Patient', `<b>${esc(f.patientName)}</b>${f.preferred ? ` &nbsp; <span class="sm">(Preferred name: ${esc(f.preferred)})</span>` : ''}`)}
    ${hdr('Date of birth', esc(fmt(f.p.dob, 'long')), 'Sex', esc(f.sex))}
    ${hdr('Race', esc(f.race[0]), 'Ethnicity', esc(f.race[1]))}
    ${hdr('Contact info', `Primary Home: ${esc(f.home)}<br>Tel: ${esc(f.tel)} (Mobile)`, 'Language', 'English')}
    ${hdr('Patient IDs', `${esc(f.mrn)} <span class="sm">${esc(O.oid)}.2.1</span>`)}
    ${hdr('Emergency contact', `${esc(f.relative.name)} (${esc(f.relative.rel)}) \u00b7 Tel ${esc(f.relative.tel)}`)}
    ${hdr('Document Id', `<span class="sm">${esc(f.docId)} ${esc(O.oid)}.4</span>`)}
    ${hdr('Document Created:', esc(f.created))}
    ${hdr('Author', esc(O.system), 'Custodian', `${esc(O.org)}<br><span class="sm">${esc(O.addr)} \u00b7 ${esc(O.tel)}</span>`)}
    ${hdr('Documentation Of', `Care provision from ${esc(fmt(f.docFrom, 'long'))} to ${esc(fmt(f.docTo, 'long'))}<br><span class="sm">Performer: ${esc(f.pcp)} (primary care provider)</span>`)}
    ${hdr('Encompassing Encounter', `Id ${esc(f.encId)} &nbsp; Type: ${esc(f.enc.type)}<br>Time: ${esc(f.enc.time)}<br>Location: ${esc(O.loc)}<br>Responsible party: ${esc(f.enc.who)}`)}
    ${hdr('Legal authenticator', auth)}
  </table>
  <div class="toc"><b>Table of Contents</b><ul>${toc}</ul></div>
  ${sec(
    'rfv',
    'Reason for Visit',
    tbl(
      ['Reason', 'Comments'],
      f.reasons.map((r) => [esc(r[0]), esc(r[1])]),
    ),
  )}
  ${sec(
    'enc',
    'Encounters',
    tbl(
      ['Encounter', 'Date(s)', 'Provider', 'Location', 'Diagnosis / Indication'],
      f.encounters.map((e) => e.map(esc)),
    ),
  )}
  ${sec(
    'prob',
    'Problems',
    tbl(
      ['Problem', 'Status', 'Noted date', 'Resolved date'],
      f.problems.map((e) => e.map(esc)),
    ),
  )}
  ${sec(
    'alg',
    'Allergies',
    tbl(
      ['Substance', 'Reaction', 'Severity', 'Status'],
      f.allergies.map((e) => e.map(esc)),
    ),
  )}
  ${sec(
    'med',
    'Medications',
    tbl(
      ['Medication', 'Sig', 'Start date', 'Status'],
      f.meds.map((e) => e.map(esc)),
    ),
  )}
  ${sec(
    'imm',
    'Immunizations',
    tbl(
      ['Vaccine', 'Date', 'Status'],
      f.imms.map((e) => e.map(esc)),
    ),
  )}
  <div class="pf"><span>${esc(f.url)}</span><span>Page 1 of 2</span></div>`;
  const page2 = `
  <div class="ph"><span>${esc(f.printStamp)}</span><span>${esc(O.title)} \u2014 ${esc(f.docTitleName)}</span></div>
  ${sec('vs', 'Vital Signs', tbl(['Measurement', ...vsDates], vsRows, 'vst'))}
  ${sec(
    'res',
    'Results',
    tbl(
      ['Test', 'Result', 'Ref. range / flag', 'Collected', 'Resulted'],
      f.results.map((e) => e.map(esc)),
    ),
  )}
  ${sec(
    'asm',
    'Assessment',
    tbl(
      ['Diagnosis', 'Code', 'Encounter date'],
      f.assessment.map((e) => e.map(esc)),
    ),
  )}
  ${sec('plan', 'Plan of Treatment', `<table class="st"><thead><tr><th>Planned activity / instruction</th><th>Date</th></tr></thead><tbody>${f.plan.map(([a, d]) => `<tr><td>${a}</td><td>${esc(d)}</td></tr>`).join('')}</tbody></table>`)}
  ${sec('note', 'Progress Notes', f.notes.map((n) => `<div class="note"><div class="nh">${esc(n.head)}</div>${n.body.map((b) => `<p>${b}</p>`).join('')}<div class="ns">${n.sign}</div></div>`).join(''))}
  ${sec(
    'team',
    'Care Team',
    tbl(
      ['Member', 'Role', 'Organization', 'Phone'],
      f.team.map((e) => e.map(esc)),
    ),
  )}
  <div class="end">\u2014 End of document \u2014</div>
  <div class="pf"><span>${esc(f.url)}</span><span>Page 2 of 2</span></div>`;
  const css = `
  body { font-size:8.6pt; }
  .pg { position:relative; height:10.15in; overflow:hidden; }
  .ph { display:flex; justify-content:space-between; font-size:7pt; color:#333; margin-bottom:6px; }
  .pf { position:absolute; bottom:0; left:0; right:0; display:flex; justify-content:space-between; font-size:7pt; color:#333; }
  h1 { text-align:center; font-size:15pt; margin:2px 0 6px; color:#111; font-weight:bold; }
  h3 { font-size:10pt; color:${O.accent}; margin:7px 0 2px; border-bottom:1px solid ${O.accent}; padding-bottom:1px; }
  .hd { width:100%; font-size:8pt; margin-bottom:4px; }
  .hd td { padding:1.5px 4px; border:1px solid #fff; vertical-align:top; }
  .hl { background:#c8ccd4; font-weight:bold; width:17%; color:#222; }
  .hv { background:#eef0f4; }
  .sm { font-size:7pt; color:#444; }
  .miss { color:#555; font-style:italic; }
  .toc { font-size:7.6pt; margin:2px 0; } .toc ul { margin:1px 0 0; padding-left:0; list-style:none; columns:4; }
  .toc a { color:#1a4fb0; text-decoration:underline; }
  .st { width:100%; font-size:7.8pt; margin-bottom:2px; }
  .st th { background:#d9dde6; text-align:left; padding:1.5px 4px; border:0.6px solid #b8bcc6; font-weight:bold; }
  .st td { padding:1.5px 4px; border:0.6px solid #c9ccd3; vertical-align:top; }
  .st tbody tr:nth-child(even) td { background:#f6f7f9; }
  .vst td:first-child { width:20%; }
  .note { border:0.8px solid #bbb; padding:4px 7px; margin:3px 0 5px; font-size:8.1pt; line-height:1.3; }
  .note p { margin:2px 0; } .nh { font-weight:bold; background:#eef0f4; margin:-4px -7px 3px; padding:2px 7px; }
  .ns { margin-top:4px; font-style:italic; color:#222; }
  .end { text-align:center; color:#666; font-size:7.4pt; margin-top:8px; }`;
  return page({
    title: O.title,
    margin: '0.35in 0.45in',
    body: `<div class="pg pb">${page1}</div><div class="pg">${page2}</div>`,
    css,
    font: O.font,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const O = Object.fromEntries(ORGS.map((o) => [o.key, o]));
  const off = () => rng.pick(['-0500', '-0400', '-0600']);

  const make = (Org, p, exam, o = {}) => {
    const ex = o.examinerPick || rng.pick(Org.examiners);
    const rel = rng.pick(RELATIVES);
    const relLast = rng.chance(0.6) ? p.last : rng.pick(['Hollister', 'Mbeki', 'Castaneda', 'Lindgren']);
    const hh = rng.int(8, 15);
    const mm = rng.pick([0, 10, 15, 20, 30, 40, 45]);
    const signed = o.signedOn === null ? null : o.signedOn || addDays(exam, rng.int(0, 2));
    const created = o.createdOn || addDays(signed || exam, rng.int(2, 14));
    const printed = o.printedOn || addDays(created, rng.int(1, 20));
    const sgh = signed === exam ? rng.int(hh + 1, 20) : rng.int(7, 20);
    const sgm = rng.int(0, 59);
    const sh = rng.int(7, 19);
    const sm = rng.int(0, 59);
    const f = {
      O: Org,
      p,
      exam,
      examiner: `${ex[0]}, ${ex[1]}`,
      ex,
      pcp: `${Org.pcp[0]}, ${Org.pcp[1]}`,
      patientName: o.patientName || nameAs(p, 'full'),
      docTitleName: nameAs(p, rng.pick(['LAST_FIRST', 'last_first'])),
      preferred: o.preferred || '',
      sex: MALE.has(p.first) ? 'Male' : 'Female',
      race: rng.pick(RACE),
      home: `${rng.int(100, 9899)} ${rng.pick(['Tamarack Dr', 'Fernhill Rd', 'Pioneer Way', 'Harmon Blvd', 'Grange Hall Rd'])}, ${Org.addr.split(', ').slice(1).join(', ')}, US`,
      tel: `(${Org.tel.slice(1, 4)}) 555-${rng.digits(4)}`,
      mrn: `MRN ${rng.digits(8)}`,
      relative: {
        rel: rel[0],
        name: `${rel[1]} ${relLast}`,
        tel: `(${rng.int(201, 989)}) 555-${rng.digits(4)}`,
      },
      docId: `${rng.alnum(8)}-${rng.alnum(4)}-${rng.alnum(4)}`.toLowerCase(),
      created: longDT(created, rng.int(6, 22), rng.int(0, 59), off()),
      encId: `${rng.digits(9)}`,
      enc: {
        type: o.encType || 'Office Visit',
        time: `${fmt(o.encDate || exam, 'long')}, ${p2(hh)}:${p2(mm)} \u2013 ${p2(hh + 1)}:${p2(mm)}`,
        who: o.encWho || `${ex[0]}, ${ex[1]}`,
      },
      authenticator:
        signed === null
          ? null
          : {
              when: o.authWhen || longDT(signed, sgh, sgm, off()),
              who: o.encWho || `${ex[0]}, ${ex[1]}`,
            },
      signedText: signed === null ? '' : usDT(signed, sgh, sgm),
      docFrom: o.docFrom || exam,
      docTo: o.docTo || exam,
      printStamp: `${fmt(printed, 'us_nz')}, ${sh % 12 === 0 ? 12 : sh % 12}:${p2(sm)} ${sh < 12 ? 'AM' : 'PM'}`,
      url: `${Org.url}${Org.key === 'lindell' ? rng.alnum(10).toLowerCase() : ''}`,
      problems: [
        [
          rng.pick(['Seasonal allergic rhinitis', 'Myopia', 'Mild intermittent asthma', 'Hypothyroidism']),
          'Active',
          fmt(addDays(exam, -rng.int(900, 3000)), 'us'),
          '',
        ],
        [
          rng.pick(['Vitamin D deficiency', 'Low back strain', 'Iron deficiency anemia']),
          'Resolved',
          fmt(addDays(exam, -rng.int(700, 1500)), 'us'),
          fmt(addDays(exam, -rng.int(200, 650)), 'us'),
        ],
      ],
      allergies: [
        rng.chance(0.5)
          ? ['Penicillins', 'Hives', 'Moderate', 'Active']
          : ['No Known Allergies', '', '', 'Active'],
      ],
      meds: [
        [
          rng.pick(['cetirizine 10 mg tablet', 'levothyroxine 50 mcg tablet', 'albuterol HFA 90 mcg/act']),
          rng.pick(['1 tab PO daily', '2 puffs q4-6h PRN wheeze', '1 tab PO qAM on empty stomach']),
          fmt(addDays(exam, -rng.int(300, 1800)), 'us'),
          'Active',
        ],
        [
          'cholecalciferol 2,000 unit capsule',
          '1 cap PO daily',
          fmt(addDays(exam, -rng.int(200, 900)), 'us'),
          'Active',
        ],
      ],
      imms: [
        [
          'Influenza, seasonal, injectable',
          fmt(addDays(o.fluBase || '2025-09-20', rng.int(0, 40)), 'us'),
          'Completed',
        ],
        ['Tdap', fmt(addDays(exam, -rng.int(900, 2900)), 'us'), 'Completed'],
        ['Hepatitis B (3-dose series)', fmt(addDays(exam, -rng.int(3000, 6000)), 'us'), 'Completed'],
      ],
      team: [
        [Org.pcp[0] + ', ' + Org.pcp[1], 'Primary care provider', Org.org, Org.tel],
        [ex[0] + ', ' + ex[1], 'Attending / examining clinician', Org.org, Org.tel],
        [Org.nurse, 'Clinical staff', Org.org, Org.tel],
      ],
      ...o,
    };
    return f;
  };
  const body = new Map();
  const vitals = (p, date, o = {}) => {
    if (!body.has(p)) body.set(p, [rng.int(61, 73), rng.int(125, 214)]);
    const [htIn, wt0] = body.get(p);
    const wt = wt0 + rng.int(-4, 4);
    return {
      date: fmt(date, 'us'),
      bp: o.bp || `${rng.int(108, 134)}/${rng.int(66, 84)} mmHg`,
      hr: `${rng.int(60, 88)} /min`,
      temp: `${(97.6 + rng.int(0, 10) / 10).toFixed(1)} \u00b0F`,
      rr: `${rng.int(12, 18)} /min`,
      spo2: `${rng.int(96, 100)} %`,
      ht: `${Math.floor(htIn / 12)}' ${htIn % 12}"`,
      wt: `${wt} lb`,
      bmi: `${((wt * 703) / (htIn * htIn)).toFixed(1)} kg/m2`,
    };
  };
  const examBody = (f, work) => [
    `<b>Chief complaint:</b> ${f.cc}`,
    `<b>History:</b> ${f.hpi}`,
    `<b>Exam:</b> General: well-appearing, NAD. HEENT: normocephalic, PERRLA, TMs clear. Neck: supple, no thyromegaly. Lungs: clear to auscultation bilaterally. CV: RRR, no murmur. Abd: soft, NT/ND. MSK: full ROM all extremities, normal gait, able to squat and rise; ${f.msk || 'no joint tenderness'}. Neuro: CN II\u2013XII grossly intact, strength 5/5 throughout. Skin: no lesions. Vision (Snellen) 20/${rng.pick([20, 25, 20])} OU; hearing grossly normal (whisper test).`,
    `<b>Assessment / Plan:</b> ${work}`,
  ];
  const signLine = (f) =>
    f.signedText
      ? `Electronically signed by ${esc(f.examiner)} at ${esc(f.signedText)}`
      : `<b>Status: Pended</b> \u2014 note pended by ${esc(f.examiner)}; not signed. Preliminary documentation; subject to change.`;
  const dataOf = (f, clearance, signature = 'present') => ({
    exam_date: f.exam,
    'examiner.name': f.ex[0],
    'examiner.credentials': f.ex[1],
    'examiner.signature': signature,
    clearance,
    ...personData(),
  });
  const qft = (coll) => [
    'QuantiFERON-TB Gold Plus',
    'Negative',
    'Negative',
    fmt(coll, 'us'),
    fmt(addDays(coll, rng.int(2, 3)), 'us'),
  ];
  const cbc = (coll) => [
    'Hemoglobin',
    `${(12.4 + rng.int(0, 30) / 10).toFixed(1)} g/dL`,
    '12.0\u201317.5',
    fmt(coll, 'us'),
    fmt(coll, 'us'),
  ];
  const uds = (coll) => [
    'Drug screen, urine, 10-panel (MRO reviewed)',
    'Negative',
    'Negative',
    fmt(coll, 'us'),
    fmt(addDays(coll, rng.int(1, 3)), 'us'),
  ];
  const job = () =>
    rng.pick([
      'registered nurse (travel contract)',
      'CNA (agency)',
      'respiratory therapist',
      'surgical technologist',
      'LPN, home health',
    ]);

  // 1 — pre-employment physical, cleared for full duty (text PDF).
  {
    const p = k.person();
    const Org = O.harbor;
    const exam = addDays('2026-09-14', rng.int(0, 40));
    const f = make(Org, p, exam);
    const role = job();
    f.cc = `Pre-employment physical for new position as ${role}; agency form brought in.`;
    f.hpi =
      'No chronic conditions limiting activity. No surgeries in past 5 years. Denies chest pain, dyspnea, syncope, back injury. Exercises 3x/week.';
    f.reasons = [['Pre-employment physical', `Position: ${role}`]];
    f.encounters = [
      ['Office Visit', fmt(exam, 'us'), f.examiner, Org.loc, 'Encounter for pre-employment examination'],
      [
        'Office Visit',
        fmt(addDays(exam, -rng.int(200, 500)), 'us'),
        f.pcp,
        Org.loc.split(' \u2014 ')[0],
        'Acute sinusitis',
      ],
    ];
    f.vitals = [vitals(p, exam)];
    f.results = [qft(addDays(exam, -rng.int(0, 1))), cbc(exam), uds(exam)];
    f.assessment = [['Encounter for examination for admission to / employment', 'Z02.1', fmt(exam, 'us')]];
    const work = rng.pick([
      'Medically cleared for employment. May work full duty without restrictions.',
      'Fit for duty \u2014 no work restrictions. Agency form completed and returned to patient.',
    ]);
    f.plan = [
      [`<b>Work status:</b> ${esc(work)}`, fmt(exam, 'us')],
      ['Influenza vaccine due this fall; Tdap current.', ''],
      ['Return for annual physical or as needed.', fmt(addDays(exam, 365), 'mm_yyyy')],
    ];
    f.notes = [
      {
        head: `Progress Note \u2014 ${f.examiner} \u2014 ${fmt(exam, 'us')} (Office Visit)`,
        body: examBody(f, `Pre-employment examination, normal. ${esc(work)}`),
        sign: signLine(f),
      },
    ];
    out.push({
      key: 'preemployment-physical-cleared-full-duty',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      forbidden: ['missing clearance', 'missing examiner signature', 'exam too old', 'restrictions present'],
      data: dataOf(f, 'cleared'),
      note: `the encompassing encounter and the encounters table give the physical on ${exam}; work status "${work}" under Plan of Treatment and in the note on page 2; "Electronically signed by ${f.examiner}" and the legal authenticator; the document-created, print, result and immunization dates and the older sinusitis visit are not the exam`,
    });
  }

  // 2 — encounters newest first: a results phone call after the physical; the physical decides (scanned PDF).
  {
    const p = k.person();
    const Org = O.northgate;
    const exam = addDays('2026-08-24', rng.int(0, 40));
    const call = addDays(exam, rng.int(4, 9));
    const f = make(Org, p, exam, { docTo: call, preferred: p.nick || '' });
    const role = job();
    f.cc = `Pre-placement physical (${role}), requested by staffing agency.`;
    f.hpi =
      'Healthy. Prior left ankle sprain 2019, fully recovered. No current medications other than as listed. Denies cardiopulmonary symptoms.';
    f.msk = 'L ankle stable, no laxity';
    f.reasons = [
      ['Employment physical', `Pre-placement \u2014 ${role}`],
      ['Lab follow-up', 'Telephone call with results'],
    ];
    f.encounters = [
      ['Telephone', fmt(call, 'us'), Org.nurse, Org.loc, 'Results notification \u2014 labs normal'],
      ['Office Visit', fmt(exam, 'us'), f.examiner, Org.loc, 'Pre-employment examination'],
      [
        'Office Visit',
        fmt(addDays(exam, -rng.int(400, 700)), 'us'),
        f.pcp,
        Org.loc,
        'Annual preventive visit',
      ],
    ];
    const prior = addDays(exam, -rng.int(380, 600));
    f.vitals = [vitals(p, exam), vitals(p, prior)];
    f.results = [
      cbc(exam),
      qft(exam),
      [
        'Varicella zoster IgG',
        'Positive (immune)',
        '>165 index',
        fmt(exam, 'us'),
        fmt(addDays(exam, 3), 'us'),
      ],
    ];
    f.assessment = [
      ['Pre-employment examination', 'Z02.1', fmt(exam, 'us')],
      ['Encounter for lab results review', 'Z09', fmt(call, 'us')],
    ];
    const work = rng.pick([
      'Qualified for the position. No limitations on duty.',
      'Cleared to work without restrictions.',
    ]);
    f.plan = [
      [`<b>Occupational:</b> ${esc(work)} Clearance form faxed to agency.`, fmt(exam, 'us')],
      ['Results call: CBC normal, QFT negative, varicella immune. Copy mailed.', fmt(call, 'us')],
    ];
    f.notes = [
      {
        head: `Telephone Encounter \u2014 ${Org.nurse} \u2014 ${fmt(call, 'us')}`,
        body: [
          `Called patient with results per ${esc(f.examiner)}. CBC WNL, QuantiFERON negative, varicella IgG immune. Patient verbalized understanding.`,
        ],
        sign: `Electronically signed by ${esc(Org.nurse)} at ${esc(usDT(call, rng.int(9, 16), rng.int(0, 59)))}`,
      },
      {
        head: `Progress Note \u2014 ${f.examiner} \u2014 ${fmt(exam, 'us')} (Office Visit)`,
        body: examBody(f, `Normal pre-placement examination. ${esc(work)}`),
        sign: signLine(f),
      },
    ];
    out.push({
      key: 'encounters-newest-first-results-call-after-physical',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['missing clearance', 'exam too old', 'missing examiner signature'],
      data: dataOf(f, 'cleared'),
      note: `the encounters table lists a telephone results call (${call}, by ${Org.nurse}) above the physical (${exam}, ${f.examiner}); the document covers ${exam} to ${call}; the exam is the office visit of ${exam}; the work status "${work}" is in the plan and the signed note; the nurse is not the examiner`,
    });
  }

  // 3 — cleared with a lifting restriction; the client allows restrictions (text PDF).
  {
    const p = k.person();
    const Org = O.lindell;
    const exam = addDays('2026-09-28', rng.int(0, 35));
    const f = make(Org, p, exam);
    const until = fmt(addDays(exam, rng.int(50, 90)), 'us');
    const cond = rng.pick([
      {
        restr: `No lifting, pushing or pulling over 25 lb with the right arm until ${until} (rotator cuff tendinopathy, in PT).`,
        msk: 'R shoulder painful arc 80\u2013120\u00b0, strength 4+/5 external rotation',
        problem: 'Rotator cuff tendinopathy, right',
        dx: ['Right rotator cuff tendinitis', 'M75.81'],
        hpi: 'Right shoulder pain since a fall 2 months ago, in physical therapy; otherwise healthy.',
      },
      {
        restr: `No patient transfers without a lift device or a second staff member until ${until} (lumbar strain, improving).`,
        msk: 'lumbar paraspinal tenderness, forward flexion to 70\u00b0, SLR negative',
        problem: 'Strain of muscle of lower back',
        dx: ['Strain of muscle, fascia and tendon of lower back', 'S39.012A'],
        hpi: 'Low back strain lifting a patient last month, improving with physical therapy; otherwise healthy.',
      },
    ]);
    const restr = cond.restr;
    f.msk = cond.msk;
    f.cc = 'Employment physical for home health agency.';
    f.hpi = cond.hpi;
    f.problems.unshift([cond.problem, 'Active', fmt(addDays(exam, -rng.int(30, 60)), 'us'), '']);
    f.reasons = [['Physical exam for employment', 'Agency: home health aide / nurse']];
    f.encounters = [
      [
        'Office Visit',
        fmt(exam, 'us'),
        f.examiner,
        Org.loc,
        'Employment examination; musculoskeletal limitation',
      ],
    ];
    f.vitals = [vitals(p, exam)];
    f.results = [uds(exam), cbc(exam)];
    f.assessment = [
      ['Encounter for examination for employment', 'Z02.1', fmt(exam, 'us')],
      [...cond.dx, fmt(exam, 'us')],
    ];
    f.plan = [
      [`<b>Work status:</b> Cleared for work WITH RESTRICTIONS. ${esc(restr)}`, fmt(exam, 'us')],
      ['Continue PT 2x/week; recheck before restriction end date.', until],
    ];
    f.notes = [
      {
        head: `Progress Note \u2014 ${f.examiner} \u2014 ${fmt(exam, 'us')}`,
        body: examBody(f, `Able to perform essential functions with a temporary restriction: ${esc(restr)}`),
        sign: signLine(f),
      },
    ];
    out.push({
      key: 'cleared-with-lifting-restriction-client-allows',
      person: requestPerson(p),
      rules: { allow_restrictions: true },
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      forbidden: ['restrictions present', 'not cleared', 'missing clearance'],
      data: dataOf(f, 'cleared_with_restrictions'),
      note: `physical on ${exam}; Plan of Treatment: "Cleared for work WITH RESTRICTIONS. ${restr}"; allow_restrictions: true, so accepted; the restriction end date ${until} is not the exam date`,
    });
  }

  // 4 — an annual preventive visit with no statement about work (scanned PDF).
  {
    const p = k.person();
    const Org = O.harbor;
    const exam = addDays('2026-07-06', rng.int(0, 60));
    const f = make(Org, p, exam, { encType: 'Preventive Visit' });
    f.cc = 'Annual wellness exam.';
    f.hpi = 'Feels well. Walking 30 min most days. Due for lipid panel. Asks about shingles vaccine.';
    f.reasons = [['Annual physical', 'Preventive medicine, established patient']];
    f.encounters = [
      ['Preventive Visit', fmt(exam, 'us'), f.examiner, Org.loc, 'Routine general medical examination'],
      [
        'Office Visit',
        fmt(addDays(exam, -rng.int(120, 300)), 'us'),
        f.pcp,
        Org.loc.split(' \u2014 ')[0],
        'Upper respiratory infection',
      ],
    ];
    f.vitals = [vitals(p, exam)];
    f.results = [
      [
        'Cholesterol, total',
        `${rng.int(168, 232)} mg/dL`,
        '<200',
        fmt(exam, 'us'),
        fmt(addDays(exam, 1), 'us'),
      ],
      [
        'LDL cholesterol (calc.)',
        `${rng.int(92, 148)} mg/dL`,
        '<100',
        fmt(exam, 'us'),
        fmt(addDays(exam, 1), 'us'),
      ],
      cbc(exam),
    ];
    f.assessment = [
      [
        'Encounter for general adult medical examination without abnormal findings',
        'Z00.00',
        fmt(exam, 'us'),
      ],
    ];
    f.plan = [
      ['Diet and exercise counseling; repeat lipid panel in 12 months.', fmt(addDays(exam, 365), 'mm_yyyy')],
      ['Influenza vaccine in the fall.', ''],
      ['Next annual wellness visit.', fmt(addDays(exam, 365), 'mm_yyyy')],
    ];
    f.notes = [
      {
        head: `Progress Note \u2014 ${f.examiner} \u2014 ${fmt(exam, 'us')} (Preventive Visit)`,
        body: [
          `<b>Chief complaint:</b> ${f.cc}`,
          `<b>History:</b> ${f.hpi}`,
          '<b>Exam:</b> General: well-appearing. HEENT normal. Lungs clear. CV: RRR. Abd soft. Ext: no edema. Skin: no suspicious lesions. Neuro: nonfocal.',
          '<b>Assessment / Plan:</b> Healthy adult. Age-appropriate screening reviewed. Lipids borderline \u2014 lifestyle. Return in 1 year.',
        ],
        sign: signLine(f),
      },
    ];
    out.push({
      key: 'annual-preventive-visit-no-work-statement',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['missing clearance'],
      forbidden: ['not cleared', 'exam too old', 'missing examiner signature'],
      data: { ...dataOf(f, null) },
      note: `a signed preventive (wellness) physical on ${exam} by ${f.examiner} with a normal examination, but neither the plan nor the note says anything about fitness for work or employment: no clearance can be read`,
    });
  }

  // 5 — the pre-employment physical is from 2025; a recent sick visit is newest (text PDF).
  {
    const p = k.person();
    const Org = O.lindell;
    const exam = addDays('2025-08-04', rng.int(0, 60));
    const sick = addDays('2026-10-05', rng.int(0, 30));
    const f = make(Org, p, exam, {
      docFrom: exam,
      docTo: sick,
      createdOn: addDays(sick, rng.int(3, 10)),
      fluBase: '2026-09-20',
      encDate: sick,
      encWho: `${Org.pcp[0]}, ${Org.pcp[1]}`,
      authWhen: longDT(sick, rng.int(12, 18), rng.int(0, 59), '-0500'),
    });
    const role = job();
    f.cc = `Pre-employment physical \u2014 ${role}.`;
    f.hpi = 'No limitations. Denies chronic illness. No hospitalizations.';
    f.reasons = [
      ['Sinus congestion', 'Acute visit'],
      ['Employment physical', role],
    ];
    f.encounters = [
      ['Office Visit', fmt(sick, 'us'), f.pcp, Org.loc, 'Acute maxillary sinusitis'],
      ['Office Visit', fmt(exam, 'us'), f.examiner, Org.loc, 'Pre-employment examination'],
    ];
    f.vitals = [vitals(p, sick), vitals(p, exam)];
    f.results = [qft(addDays(exam, -rng.int(1, 6))), uds(exam)];
    f.assessment = [
      ['Acute maxillary sinusitis', 'J01.00', fmt(sick, 'us')],
      ['Encounter for pre-employment examination', 'Z02.1', fmt(exam, 'us')],
    ];
    const work = 'Cleared for employment, full duty, no restrictions.';
    f.plan = [
      ['Amoxicillin-clavulanate 875 mg BID x 7 days; saline rinses. RTC if not improved.', fmt(sick, 'us')],
      [`<b>Work status:</b> ${esc(work)}`, fmt(exam, 'us')],
    ];
    f.notes = [
      {
        head: `Progress Note \u2014 ${f.pcp} \u2014 ${fmt(sick, 'us')} (Office Visit)`,
        body: [
          '<b>Chief complaint:</b> facial pressure and congestion x 12 days.',
          '<b>Exam:</b> maxillary tenderness, purulent drainage. Lungs clear.',
          '<b>Assessment / Plan:</b> Acute bacterial sinusitis. Antibiotic as above. May return to work when afebrile.',
        ],
        sign: `Electronically signed by ${esc(f.pcp)} at ${esc(usDT(sick, rng.int(9, 17), rng.int(0, 59)))}`,
      },
      {
        head: `Progress Note \u2014 ${f.examiner} \u2014 ${fmt(exam, 'us')} (Office Visit)`,
        body: examBody(f, `Normal examination. ${esc(work)}`),
        sign: signLine(f),
      },
    ];
    out.push({
      key: 'physical-2025-under-recent-sick-visit',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['exam too old'],
      forbidden: ['missing clearance', 'not cleared', 'missing examiner signature'],
      data: dataOf(f, 'cleared'),
      note: `the physical (Z02.1, cleared full duty, signed by ${f.examiner}) was on ${exam}, more than 365 days before 2026-11-21; the newest encounter (${sick}, sinusitis, ${f.pcp}) is a sick visit, not a physical, and its "may return to work when afebrile" is not a clearance; the header's encompassing encounter and legal authenticator are that sick visit and ${f.pcp}, who did not do the physical; the document was created in ${sick.slice(0, 7)}`,
    });
  }

  // 6 — a pended note that was never signed, no legal authenticator (scanned PDF).
  {
    const p = k.person();
    const Org = O.northgate;
    const exam = addDays('2026-10-12', rng.int(0, 25));
    const f = make(Org, p, exam, { signedOn: null, createdOn: addDays(exam, rng.int(1, 4)) });
    const role = job();
    f.cc = `Pre-employment physical, ${role}.`;
    f.hpi = 'Healthy. No restrictions requested. Needs form for agency start date.';
    f.reasons = [['Pre-employment physical', role]];
    f.encounters = [['Office Visit', fmt(exam, 'us'), f.examiner, Org.loc, 'Pre-employment examination']];
    f.vitals = [vitals(p, exam)];
    f.results = [uds(exam), cbc(exam)];
    f.assessment = [['Encounter for pre-employment examination', 'Z02.1', fmt(exam, 'us')]];
    const work = 'Cleared for full duty without restrictions.';
    f.plan = [[`<b>Work status:</b> ${esc(work)} (pending signature)`, fmt(exam, 'us')]];
    f.notes = [
      {
        head: `Progress Note \u2014 ${f.examiner} \u2014 ${fmt(exam, 'us')} (Office Visit) \u2014 PRELIMINARY`,
        body: examBody(f, `Normal examination. ${esc(work)}`),
        sign: signLine(f),
      },
    ];
    out.push({
      key: 'pended-note-never-signed-no-authenticator',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['missing examiner signature'],
      forbidden: ['missing examiner', 'exam too old', 'missing clearance'],
      data: dataOf(f, 'cleared', 'not_present'),
      note: `physical on ${exam} by ${f.examiner} with "${work}", but the progress note is "Pended \u2014 not signed" and the header has no legal authenticator: the examiner is named but did not sign`,
    });
  }
  return out;
}
