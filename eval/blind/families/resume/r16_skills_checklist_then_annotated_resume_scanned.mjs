// A two-page candidate file as a staffing agency scans it: page 1 is the agency's specialty Clinical Skills
// Checklist (telemetry / PCU for nurses, long-term care for aides and LPNs) filled in by the candidate by hand:
// name and date lines, "years in this specialty", a 1–4 self-rating legend, skill rows grouped by area with one box
// ticked per row (a few ringed numbers instead of ticks), age groups and charting systems ticked, and the candidate's
// signed attestation; the agency's RECEIVED date stamp and a recruiter's red-pen initials and date sit on it. Page 2
// is the candidate's own word-processor resume stapled behind it: name, city, phone and e-mail, summary, Experience
// entries as "Title | MM/YYYY to present" (or "Mon YYYY to Mon YYYY") under the employer line with bullets,
// Education, Licensure & Certifications with their own expiry months, and the recruiter's red-pen marks beside the
// entries ("✓ verified", a ringed date range, "gap?" beside a break, "ref ✓" with a date). The checklist's dates,
// the stamp, the recruiter's dates and certificate expiries are not work history. Variants: two years asked and met,
// a keyword in a job title, an overlapping PRN job with no break, a long break, nothing recent (school since), too
// little experience.
import { addM, buildJobs, fmtYm, monthsBetween } from '../../lib/resume.mjs';
import { addDays, fmt, nameAs, requestPerson, stripAccents } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'r16_skills_checklist_then_annotated_resume_scanned',
  split: 'tuning',
  multipage: true,
  description:
    'Two-page scanned staffing candidate file: p1 the agency\u2019s specialty Clinical Skills Checklist filled by hand (name, date, years in specialty, 1–4 self-rating boxes per skill row with a few ringed numbers, age groups and charting systems ticked, signed attestation) with a RECEIVED date stamp and recruiter red-pen initials; p2 the candidate\u2019s resume with "Title | MM/YYYY to present" or "Mon YYYY to Mon YYYY" under each employer line, bullets, education, licences with expiry months, and red-pen recruiter marks (verified ticks, a ringed range, "gap?", "ref ✓" with dates); two years met, keyword in a title, overlapping PRN without a break, long break, nothing recent, too little experience',
};

const AGENCIES = [
  ['Wrenfield Medical Staffing', '#1e4d6b', 'wrenfieldstaffing.example', '(615) 555-0114'],
  ['Amberline Nurse Partners', '#7a3b12', 'amberline.example', '(402) 555-0188'],
  ['Tallgrass Clinical Staffing', '#3c5a1e', 'tallgrassclinical.example', '(316) 555-0153'],
];
const RECRUITERS = ['KB', 'J. Tran', 'MLP', 'R. Okoye'];
const CHECKLISTS = {
  rn: {
    title: 'Telemetry / Progressive Care (PCU)',
    code: 'SC-TELE',
    groups: [
      [
        'Cardiac',
        [
          'Interpret rhythms on central telemetry',
          '12-lead ECG placement',
          'Titrate cardiac drips (diltiazem, heparin, amiodarone)',
          'Post cardiac cath / PCI site care',
          'Temporary pacemaker / ICD care',
        ],
      ],
      ['Respiratory', ['BiPAP / CPAP', 'Tracheostomy care and suctioning', 'Chest tube management']],
      [
        'IV therapy & medications',
        ['Peripheral IV insertion', 'Central line dressing / blood draws', 'PCA pump', 'Blood transfusion'],
      ],
      ['General', ['Rapid response / code team', 'Restraint monitoring', 'Discharge teaching']],
    ],
  },
  cna: {
    title: 'Long-Term Care / Skilled Nursing — Nursing Assistant',
    code: 'SC-LTC-A',
    groups: [
      [
        'Personal care',
        [
          'Bed bath, perineal and oral care',
          'Feeding assistance / aspiration precautions',
          'Skin checks and turning schedule',
          'Post-mortem care',
        ],
      ],
      [
        'Mobility & safety',
        ['Mechanical lift (Hoyer / sit-to-stand)', 'Gait belt transfers', 'Fall precautions / bed alarms'],
      ],
      ['Measurements', ['Vital signs', 'Intake & output', 'Height / weight, bed scale']],
      ['Residents', ['Dementia care techniques', 'Hospice / comfort care']],
    ],
  },
  lpn: {
    title: 'Long-Term Care / Skilled Nursing — LPN / LVN',
    code: 'SC-LTC-N',
    groups: [
      [
        'Medications',
        [
          'Med pass 20+ residents',
          'Insulin sliding scale',
          'Controlled substance count',
          'G-tube medications',
        ],
      ],
      ['Treatments', ['Wound care / dressing changes', 'Foley insertion and care', 'Trach suctioning']],
      ['Documentation', ['Admission assessment data', 'Change-of-condition / SBAR', 'MAR / TAR in the EHR']],
    ],
  },
};
const SYSTEMS = ['Epic', 'Cerner', 'Meditech', 'PointClickCare', 'MatrixCare'];
const AGES = ['Pediatric', 'Adolescent', 'Adult', 'Geriatric'];
const SCHOOLS = {
  rn: [
    ['Associate Degree in Nursing', 'Cumberland Valley Community College'],
    ['Bachelor of Science in Nursing', 'University of the Plains'],
  ],
  lpn: [['Practical Nursing Certificate', 'Riverbend Technical College']],
  cna: [['State-approved Nurse Aide Training', 'Lakeshore Career Institute']],
};
const RED = '#c0262d';

function render(f) {
  const a = f.agency;
  const P = (t, o = {}) => hand(t, { font: f.pen, ink: f.ink, size: '1.15em', ...o });
  const R = (t, o = {}) => hand(t, { font: f.recPen, ink: RED, size: '1.05em', ...o });
  const css = `
  .p1 h1 { font-size:14pt; margin:0; color:${a[1]}; }
  .p1 .ag { display:flex; justify-content:space-between; align-items:flex-start; border-bottom:2px solid ${a[1]}; padding-bottom:4px; }
  .p1 .ag .s { font-size:8pt; color:#444; }
  .p1 .ln { display:flex; gap:14px; margin-top:8px; font-size:9.5pt; align-items:flex-end; }
  .p1 .ln > span { flex:1; white-space:nowrap; }
  .ul { display:inline-block; border-bottom:1px solid #444; min-width:1.2in; min-height:1.4em; vertical-align:bottom; padding-left:3px; }
  .legend { font-size:8.3pt; border:1px solid #888; padding:3px 6px; margin-top:8px; background:#f3f3f3; }
  table.sk { width:100%; margin-top:6px; font-size:9pt; }
  table.sk th { font-size:8pt; border:1px solid #555; background:#e4e4e4; padding:2px; }
  table.sk td { border:1px solid #888; padding:2px 5px; height:0.255in; }
  table.sk td.c { text-align:center; width:0.42in; }
  table.sk tr.g td { background:#eef2f5; font-weight:bold; font-size:8.6pt; }
  .ticks { font-size:9pt; margin-top:6px; }
  .att { font-size:8.2pt; margin-top:8px; line-height:1.35; }
  .foot { font-size:7.5pt; color:#555; margin-top:8px; display:flex; justify-content:space-between; }
  .rz { font-family:${f.rfont}; position:relative; }
  .rz h2.name { font-size:21pt; margin:0; letter-spacing:1px; }
  .rz .ct { font-size:9.6pt; color:#333; margin-top:2px; }
  .rz h3 { font-size:10.5pt; text-transform:uppercase; letter-spacing:1.2px; border-bottom:1.5px solid #333; margin:12px 0 4px; padding-bottom:1px; }
  .rz .job { margin:6px 0 6px; font-size:10pt; position:relative; }
  .rz .emp { font-weight:bold; }
  .rz .tl { font-style:italic; color:#222; }
  .rz ul { margin:2px 0 0 18px; padding:0; font-size:9.6pt; line-height:1.32; }
  .rz p { font-size:9.8pt; margin:3px 0; line-height:1.4; }
  .ann { position:absolute; right:0; top:0; transform:rotate(-4deg); }
  .gapnote { margin:-2px 0 -2px 2.2in; }
  `;
  const cl = f.checklist;
  let ri = 0;
  const rows = cl.groups
    .map(([g, items]) => {
      const head = `<tr class="g"><td>${esc(g)}</td><td class="c">1</td><td class="c">2</td><td class="c">3</td><td class="c">4</td></tr>`;
      const body = items
        .map((it) => {
          const v = f.ratings[ri];
          const ringIt = f.ringRows.includes(ri);
          ri++;
          const cells = [1, 2, 3, 4]
            .map((n) => {
              if (ringIt)
                return `<td class="c">${n === v ? `<span style="border:1.6px solid ${f.ink};border-radius:50%;padding:0 4px">${n}</span>` : `<span style="color:#999">${n}</span>`}</td>`;
              return `<td class="c">${box(n === v, { ink: f.ink, font: f.pen, style: f.tick })}</td>`;
            })
            .join('');
          return `<tr><td>${esc(it)}</td>${cells}</tr>`;
        })
        .join('');
      return head + body;
    })
    .join('');
  const ages = AGES.map(
    (x) => `${box(f.ages.includes(x), { ink: f.ink, font: f.pen, style: f.tick })}${esc(x)}`,
  ).join('&nbsp;&nbsp; ');
  const systems = SYSTEMS.map(
    (x) => `${box(f.systems.includes(x), { ink: f.ink, font: f.pen, style: f.tick })}${esc(x)}`,
  ).join('&nbsp;&nbsp; ');
  const p1 = `<div class="p1 pb" style="position:relative">
  <div class="ag"><div><h1>${esc(a[0])}</h1><div class="s">${esc(a[2])} · ${esc(a[3])} · Clinical Quality</div></div>
    <div style="text-align:right;font-size:11pt;font-weight:bold">CLINICAL SKILLS CHECKLIST<div style="font-size:9pt;font-weight:normal">${esc(cl.title)}</div></div></div>
  <div class="ln"><span>Name <span class="ul" style="min-width:2.6in">${P(f.clName)}</span></span><span>Date <span class="ul">${P(f.clDate)}</span></span></div>
  <div class="ln"><span>Years of experience in this specialty <span class="ul" style="min-width:0.7in">${P(f.yearsText)}</span></span><span>Discipline <span class="ul">${P(f.discipline)}</span></span></div>
  <div class="legend"><b>Rate yourself:</b> 1 = No experience &nbsp; 2 = Limited / need review &nbsp; 3 = Competent, performs independently &nbsp; 4 = Proficient, can teach others. Tick ONE box per skill.</div>
  <table class="sk"><tr><th style="text-align:left">Skill</th><th>1</th><th>2</th><th>3</th><th>4</th></tr>${rows}</table>
  <div class="ticks"><b>Age groups cared for:</b> ${ages}</div>
  <div class="ticks"><b>Charting systems used:</b> ${systems}</div>
  <div class="att">I attest that this self-assessment is accurate to the best of my knowledge. I understand it will be shared with client facilities and that misrepresentation may end my assignment.</div>
  <div class="ln"><span>Signature <span class="ul" style="min-width:2.6in;height:2em">${sig(f.clSig, { font: f.sigFont, ink: f.ink, size: '1.6em', rot: -3 })}</span></span><span>Date <span class="ul">${P(f.clDate)}</span></span></div>
  <div style="margin-top:10px;display:flex;justify-content:space-between;align-items:center"><div>${R(f.p1Note, { size: '1.1em', rot: -2 })}</div>
    <div style="margin-right:0.3in">${stamp(['RECEIVED', f.stampText, a[0].split(' ')[0].toUpperCase()], { color: '#5b2a86', rot: 5 })}</div></div>
  <div class="foot"><span>Form ${esc(cl.code)} rev. ${esc(f.formRev)} · Page 1 of 2</span><span>Keep with candidate file · attach resume</span></div>
  </div>`;
  const range = (j) => `${fmtYm(j.start, f.dstyle)} to ${j.end ? fmtYm(j.end, f.dstyle) : f.presentWord}`;
  const jobs = f.jobs
    .map((j, i) => {
      const rng = j.ring
        ? `<span style="border:1.6px solid ${RED};border-radius:50%;padding:0 5px;margin:0 -5px">${esc(range(j))}</span>`
        : esc(range(j));
      const ann = j.ann ? `<span class="ann">${R(j.ann)}</span>` : '';
      const gap =
        f.gapNoteAfter === i ? `<div class="gapnote">${R(f.gapNote, { size: '1.15em', rot: -3 })}</div>` : '';
      return `<div class="job">${ann}<div class="emp">${esc(j.employer)} — ${esc(j.city)}</div>
        <div class="tl">${esc(j.title)} &nbsp;|&nbsp; ${rng}</div>
        <ul>${j.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>${gap}`;
    })
    .join('');
  const contact = [f.cityLine, f.phone, f.email].filter(Boolean).map(esc).join(' &nbsp;•&nbsp; ');
  const p2 = `<div class="rz">
    <div class="ann" style="top:6px">${R(f.p2Top, { size: '1.1em' })}</div>
    <h2 class="name">${esc(f.resumeName)}</h2><div class="ct">${contact}</div>
    <h3>Summary</h3><p>${esc(f.summary)}</p>
    <h3>Experience</h3>${jobs}
    <h3>Education</h3>${f.edu.map((e) => `<p>${esc(e[0])}, ${esc(e[1])} — ${esc(e[2])}</p>`).join('')}
    <h3>Licensure &amp; Certifications</h3>${f.certs.map((c) => `<p>${esc(c)}</p>`).join('')}
    <h3>Skills</h3><p>${esc(f.skills)}</p>
    <p style="margin-top:14px;font-size:9pt;color:#444">References available on request.</p>
  </div>`;
  return page({ title: 'Candidate file', body: p1 + p2, css, font: FONTS.sans, margin: '0.5in 0.6in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, role, jobs, o = {}) => {
    const agency = rng.pick(AGENCIES);
    const rec = rng.pick(RECRUITERS);
    const recvIso = addDays('2026-11-21', -rng.int(6, 20));
    const clIso = addDays(recvIso, -rng.int(1, 4));
    const cl = CHECKLISTS[role];
    const nRows = cl.groups.reduce((s, g) => s + g[1].length, 0);
    const total = jobs.reduce((s, j) => s + monthsBetween(j.start, j.end || '2026-11'), 0);
    const user = `${stripAccents(p.first).toLowerCase()}${rng.pick(['.', '_', ''])}${stripAccents(p.last)
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase()}${rng.chance(0.4) ? rng.int(2, 99) : ''}`;
    const area = rng.pick(['615', '402', '316', '501', '573']);
    return {
      agency,
      pen: rng.pick(HANDS),
      ink: rng.pick(INKS),
      recPen: rng.pick(['DkgHandwriting', "'Comic Neue'", "'Humor Sans'"]),
      tick: rng.pick(['x', 'check']),
      checklist: cl,
      ratings: Array.from({ length: nRows }, () => rng.pick([3, 4, 4, 3, 2, 4])),
      ringRows: rng.shuffle([...Array(nRows).keys()]).slice(0, 2),
      ages: role === 'rn' ? ['Adult', 'Geriatric'] : ['Geriatric'],
      systems: rng
        .shuffle(role === 'rn' ? ['Epic', 'Cerner', 'Meditech'] : ['PointClickCare', 'MatrixCare'])
        .slice(0, 2),
      clName: o.clName || nameAs(p, 'first_last'),
      clDate: fmt(clIso, rng.pick(['us_nz', 'us_short'])),
      yearsText: o.yearsText || String(Math.max(1, Math.round(total / 12))),
      discipline: { rn: 'RN', lpn: 'LPN', cna: 'CNA' }[role],
      clSig: nameAs(p, 'first_last'),
      sigFont: rng.pick(SIGS),
      stampText: fmt(recvIso, 'mil4').replace(/-/g, ' '),
      p1Note: o.p1Note || `rec'd ${fmt(recvIso, 'us_short')} — ${rec}`,
      formRev: rng.pick(['02/2025', '8/2023', '01/2026']),
      rfont: rng.pick([FONTS.serif, FONTS.caladea, FONTS.carlito, FONTS.open, FONTS.lato]),
      dstyle: o.dstyle || rng.pick(['slash', 'mon']),
      presentWord: rng.pick(['present', 'Present', 'current']),
      resumeName: o.resumeName || nameAs(p, 'FIRST_MI_LAST'),
      cityLine: rng.pick(['Nashville, TN', 'Lincoln, NE', 'Wichita, KS', 'Little Rock, AR', 'Columbia, MO']),
      phone: `(${area}) 555-01${rng.digits(2)}`,
      email: `${user}@${rng.pick(['mailbox.example', 'inbox.example', 'postbox.example'])}`,
      summary:
        o.summary ||
        {
          rn: 'Registered nurse with progressive-care and telemetry experience. Comfortable with cardiac drips, rapid response and precepting. Looking for 13-week contracts.',
          lpn: 'Licensed practical nurse experienced with long-term care and short-stay rehab residents, med pass and wound care.',
          cna: 'Caring certified nursing assistant with long-term care experience. Reliable, safety-minded and good with residents living with dementia.',
        }[role],
      jobs,
      skills: {
        rn: 'Telemetry and rhythm interpretation · cardiac drips · rapid response · Epic and Cerner charting · precepting · patient and family teaching',
        lpn: 'Med pass for large assignments · wound care · G-tube care · insulin management · PointClickCare · change-of-condition reporting',
        cna: 'ADLs and personal care · mechanical lifts · vital signs · dementia care · PointClickCare point-of-care charting',
      }[role],
      gapNoteAfter: o.gapNoteAfter ?? -1,
      gapNote: o.gapNote || '',
      p2Top: o.p2Top || `refs ✓ ${fmt(addDays(recvIso, rng.int(1, 4)), 'us_short')}`,
      edu: SCHOOLS[role].slice(0, 1).map((s) => [s[0], s[1], String(o.eduYear || 2016)]),
      certs:
        role === 'rn'
          ? [
              `RN — ${rng.pick(['Tennessee (multistate)', 'Nebraska (multistate)', 'Kansas (multistate)'])}, exp. ${fmt(addDays('2026-11-21', rng.int(150, 700)), 'mm_yyyy')}`,
              `BLS & ACLS (American Heart Association), exp. ${fmt(addDays('2026-11-21', rng.int(60, 600)), 'mm_yyyy')}`,
              'NIH Stroke Scale certified',
            ]
          : role === 'lpn'
            ? [
                `LPN — active, exp. ${fmt(addDays('2026-11-21', rng.int(100, 600)), 'mm_yyyy')}`,
                `BLS for Healthcare Providers, exp. ${fmt(addDays('2026-11-21', rng.int(60, 600)), 'mm_yyyy')}`,
                'IV therapy certification (LPN)',
              ]
            : [
                `Certified Nurse Aide — state registry, active, exp. ${fmt(addDays('2026-11-21', rng.int(60, 600)), 'mm_yyyy')}`,
                'CPR / First Aid',
              ],
    };
  };
  const first = (jobs) => ({
    'work_history.0.start_date': jobs[0].start,
    'work_history.0.end_date': jobs[0].end,
  });
  const out = [];

  // 1. Two years asked, met in two posts; a verified tick beside each.
  let p = k.person();
  let jobs = buildJobs(rng, 'rn', [{ months: 30 }, { months: 26, gapBefore: 1 }]);
  jobs[0].ann = '✓ verified';
  jobs[1].ann = '✓';
  let f = make(p, 'rn', jobs);
  out.push({
    key: 'two-years-asked-met',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 24 },
    html: render(f),
    issues: [],
    forbidden: ['insufficient experience'],
    data: {
      ...first(jobs),
      'contact.email': f.email,
      'contact.phone': f.phone,
      'person.name.status': 'match',
    },
    note: `about 56 months in two posts on page 2; the checklist date, the RECEIVED stamp, the recruiter's dates and the licence / BLS expiries are not work history`,
  });

  // 2. The keyword is in a job title.
  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 22 }, { months: 34, gapBefore: 2 }]);
  jobs[0].title = 'Staff RN, Cardiac Telemetry';
  jobs[1].title = 'Registered Nurse, Med/Surg';
  jobs[0].ring = true;
  f = make(p, 'rn', jobs, { resumeName: nameAs(p, 'first_last') });
  out.push({
    key: 'keyword-in-job-title',
    person: requestPerson(p, { withDob: false }),
    rules: { required_keywords: ['telemetry'] },
    html: render(f),
    issues: [],
    forbidden: ['missing required keyword'],
    data: { ...first(jobs), 'contact.email': f.email, 'person.name.status': 'match' },
    note: '"telemetry" is in the current job title, the summary and the skills on page 2 (and in the checklist heading on page 1); the recruiter ringed the current range',
  });

  // 3. An overlapping PRN post and no break.
  p = k.person();
  jobs = buildJobs(rng, 'lpn', [{ months: 27 }, { months: 24, gapBefore: 1 }]);
  const prn = {
    employer: 'Meadowlark Transitional Care',
    city: 'Lincoln, NE',
    title: 'LPN — PRN weekends',
    start: addM(jobs[0].start, 3),
    end: addM(jobs[0].start, 16),
    bullets: ['Weekend med pass and treatments on a 30-bed short-stay unit'],
  };
  jobs = [jobs[0], prn, jobs[1]];
  jobs[1].ann = 'PRN — overlaps ok';
  f = make(p, 'lpn', jobs);
  out.push({
    key: 'overlapping-prn-no-break',
    person: requestPerson(p, { withDob: false }),
    rules: { max_gap_months: 6, min_experience_months: 12 },
    html: render(f),
    issues: [],
    forbidden: ['inconsistent dates', 'employment gap'],
    data: { ...first(jobs), 'contact.phone': f.phone, 'person.name.status': 'match' },
    note: `a PRN post ${prn.start} – ${prn.end} overlaps the current job; the other posts follow each other within a month; overlapping posts are not inconsistent dates`,
  });

  // 4. A long break, marked "gap?" by the recruiter.
  p = k.person();
  const gap = rng.int(11, 16);
  jobs = buildJobs(rng, 'rn', [{ months: 16 }, { months: 40, gapBefore: gap }]);
  f = make(p, 'rn', jobs, { gapNoteAfter: 0, gapNote: `gap? ~${gap} mo — ask` });
  out.push({
    key: 'long-break-gap-marked',
    person: requestPerson(p, { withDob: false }),
    rules: { max_gap_months: 6 },
    html: render(f),
    issues: ['employment gap'],
    data: { ...first(jobs), 'work_history.1.end_date': jobs[1].end, 'person.name.status': 'match' },
    note: `${gap} months between ${jobs[1].end} and ${jobs[0].start}, over the six allowed; the recruiter wrote "gap?" beside it`,
  });

  // 5. Nothing recent: the last job ended in 2024, school since.
  p = k.person();
  const lastEnd = `2024-${String(rng.int(3, 10)).padStart(2, '0')}`;
  jobs = buildJobs(rng, 'lpn', [{ months: 30 }, { months: 20, gapBefore: 1 }], lastEnd);
  f = make(p, 'lpn', jobs, {
    summary:
      'Licensed practical nurse with long-term care experience, now finishing an LPN-to-RN bridge program (full-time student since fall 2024). Available for LPN shifts immediately.',
    p2Top: 'student since 2024 — last job?',
  });
  out.push({
    key: 'nothing-recent-student-since',
    person: requestPerson(p, { withDob: false }),
    rules: { recent_within_months: 12 },
    html: render(f),
    issues: ['no recent experience'],
    data: { ...first(jobs), 'contact.email': f.email },
    note: `the newest job ended ${lastEnd}, more than 12 months before valid_on; being a student since is not work; the recruiter's dates on both pages are not jobs`,
  });

  // 6. Too little experience for the two years asked.
  p = k.person();
  jobs = buildJobs(rng, 'cna', [{ months: 9 }, { months: 5, gapBefore: 1 }]);
  f = make(p, 'cna', jobs, { eduYear: 2025, yearsText: '1', p2Top: 'new-ish CNA — 2 yrs req.' });
  out.push({
    key: 'under-two-years',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 24 },
    html: render(f),
    issues: ['insufficient experience'],
    data: { ...first(jobs), 'contact.phone': f.phone },
    note: 'about 14 months in two posts against 24 required; the checklist says 1 year in the specialty',
  });
  const renderings = ['scanned_pdf', 'scanned_pdf', 'text_pdf', 'scanned_pdf', 'scanned_pdf', 'text_pdf'];
  return out.map((c, i) => ({ ...c, rendering: renderings[i] }));
}
