// A nurse's or aide's resume written as a narrative: a one-page "Career Summary" / "Professional Narrative" in
// paragraphs, the way some experienced clinicians and some agency profile templates write it, with no dates column
// and no bullet lists. Header: name with credentials after a comma, a contact line (city, phone, e-mail — only the
// city in one). Then an opening paragraph ("I am a registered nurse with more than N years …"), one paragraph per
// post with the dates inside the sentences ("Since March 2022 I have worked as …", "Before that, from Jun. 2019
// until February 2022, I was …", "My first position after licensure was at … from … to …", "I joined … in … and
// stayed until …"), education and licensure in prose with their own years and renewal months, certifications with
// their expiry months, a closing line and an "updated" month in the footer. Three page styles: serif headings with a
// rule, run-in bold headings in a sans face, and a letter-like page without headings whose paragraphs start with the
// employer in bold. Other dates on the page (graduation, licence renewal, BLS expiry, "updated", a career break, a
// clinical rotation term) are not work. Variants: three posts with three years asked, the required keyword only inside
// a sentence with a per-diem post overlapping the staff post, a career break told in prose with no gap rule and a
// current post, a break of more than the six months allowed, a new aide whose clinical rotations are not work with
// under two years, and a profile with no phone or e-mail.
import { addM, buildJobs, monthsBetween } from '../../lib/resume.mjs';
import { nameAs, requestPerson, stripAccents } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'r21_narrative_career_summary_prose_dates',
  split: 'tuning',
  renderings: { text_pdf: 60, scanned_pdf: 20, scan_image: 12, fax: 8 },
  description:
    'One-page narrative resume ("Career Summary" / "Professional Narrative") written in paragraphs with no dates column or bullets: name with credentials, contact line, opening paragraph with years of experience, one paragraph per post with the dates inside sentences ("Since March 2022 I have worked as …", "from Jun. 2019 until February 2022", "I joined … in … and stayed until …"), education, licence and certifications in prose with their own years and expiry months, closing line and an "updated" month; serif headings with a rule, run-in bold headings in sans, or a letter-like page with employers in bold; three posts with three years asked, keyword only inside a sentence with an overlapping per-diem post, a career break told in prose without a gap rule, a break over the six months allowed, clinical rotations that are not work with under two years, no phone or e-mail',
};

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
const MON_DOT = [
  'Jan.',
  'Feb.',
  'Mar.',
  'Apr.',
  'May',
  'Jun.',
  'Jul.',
  'Aug.',
  'Sept.',
  'Oct.',
  'Nov.',
  'Dec.',
];

/** A YYYY-MM inside a sentence. */
function my(v, style) {
  const [y, m] = v.split('-').map(Number);
  if (style === 'dot') return `${MON_DOT[m - 1]} ${y}`;
  if (style === 'of') return `${MONTHS[m - 1]} of ${y}`;
  return `${MONTHS[m - 1]} ${y}`;
}
const lc = (s) => s.charAt(0).toLowerCase() + s.slice(1);
const an = (t) => `${/^([aeiou]|RN|LPN|ICU)/i.test(t) ? 'an' : 'a'} ${t}`;
const ROLE_WORD = {
  rn: 'registered nurse',
  lpn: 'licensed practical nurse',
  cna: 'certified nursing assistant',
};
const CREDS = { rn: ['RN, BSN', 'RN', 'BSN, RN, PCCN'], lpn: ['LPN'], cna: ['CNA'] };
const SCHOOLS = {
  rn: [
    ['Bachelor of Science in Nursing', 'Westmoor State University'],
    ['Associate Degree in Nursing', 'Calloway Valley Community College'],
  ],
  lpn: [['Practical Nursing Diploma', 'Ridgeline Technical College']],
  cna: [['Nurse Aide Training Program (state-approved)', 'Ashford County Career Center']],
};
const STATES = [
  ['Washington', 'WA'],
  ['Tennessee', 'TN'],
  ['Arizona', 'AZ'],
  ['Georgia', 'GA'],
  ['Ohio', 'OH'],
  ['Nebraska', 'NE'],
];
const STYLES = ['serif_rule', 'sans_runin', 'letter'];
const SETTINGS = {
  rn: [
    ['Brookhaven Memorial Hospital', 'Tacoma, WA'],
    ['Covenant Hills Medical Center', 'Knoxville, TN'],
    ['Mount Calder Regional Hospital', 'Provo, UT'],
    ['Bellmont Surgical Hospital', 'Tulsa, OK'],
    ['Lakeshore General Hospital', 'Madison, WI'],
    ['St. Aldric Medical Center', 'Dayton, OH'],
  ],
  ltc: [
    ['Sunridge Skilled Nursing & Rehab', 'Mesa, AZ'],
    ['Ridgeview Assisted Living', 'Boise, ID'],
    ['Lakeland Home Health Services', 'Orlando, FL'],
    ['Maple Crest Care Center', 'Lansing, MI'],
    ['Juniper Hollow Rehabilitation', 'Reno, NV'],
    ['Prairie Winds Hospice', 'Omaha, NE'],
  ],
};
const DUTIES = {
  rn: [
    'Cared for five to six adult patients per shift on a 32-bed unit',
    'Precepted new graduate nurses during their orientation',
    'Coordinated discharge teaching with case management and pharmacy',
    'Served as relief charge nurse two shifts a week',
    'Documented care in Epic and took part in bedside shift report',
    'Sat on the unit practice council and the falls-prevention team',
    'Managed post-operative patients, PCA pumps and wound vacs',
    'Responded with the rapid response team on nights',
  ],
  ltc: [
    'Passed medications for up to 24 residents on a long-term care hall',
    'Performed wound care and dressing changes with the wound nurse',
    'Assisted residents with bathing, dressing, meals and mobility',
    'Recorded vital signs, weights and intake and output',
    'Used Hoyer and sit-to-stand lifts for safe transfers',
    'Reported changes in condition to the charge nurse right away',
  ],
};

/** Sets employers and duties to fit the role: hospitals for nurses, care homes for LPNs and aides. */
function staff(rng, jobs, role) {
  const kind = role === 'rn' ? 'rn' : 'ltc';
  const emps = rng.shuffle(SETTINGS[kind]);
  const duties = rng.shuffle(DUTIES[kind]);
  jobs.forEach((j, i) => {
    [j.employer, j.city] = emps[i];
    j.bullets = [duties[(2 * i) % duties.length], duties[(2 * i + 1) % duties.length]];
  });
  return jobs;
}

function jobSentence(j, i, n, f) {
  const ds = f.ds;
  const duties = j.bullets.slice(0, 2).map(lc).join(', and I ').replace(/^/, 'I ');
  const where = `${j.employer} in ${j.city}`;
  if (!j.end) {
    const open = f.rng.pick([
      `Since ${my(j.start, ds)} I have worked as ${an(j.title)} at ${where}${j.unit ? `, ${j.unit}` : ''}.`,
      `I joined ${where} as ${an(j.title)} in ${my(j.start, ds)} and work there today${j.unit ? `, ${j.unit}` : ''}.`,
    ]);
    return `${open} ${duties}.`;
  }
  if (i === n - 1 && n > 1)
    return `My first position after completing my training was at ${where}, where I worked as ${an(j.title)} from ${my(j.start, ds)} to ${my(j.end, ds)}. ${duties}.`;
  return f.rng.pick([
    `Before that, from ${my(j.start, ds)} until ${my(j.end, ds)}, I was ${an(j.title)} at ${where}. ${duties}.`,
    `Between ${my(j.start, ds)} and ${my(j.end, ds)} I worked at ${where} as ${an(j.title)}; ${duties}.`,
    `I joined ${where} as ${an(j.title)} in ${my(j.start, ds)} and stayed until ${my(j.end, ds)}. ${duties}.`,
  ]);
}

function render(f) {
  const paras = f.jobs.map((j, i) => ({
    head: j.employer,
    text: jobSentence(j, i, f.jobs.length, f) + (j.extra ? ` ${j.extra}` : ''),
  }));
  if (f.breakPara) paras.splice(f.breakAt, 0, { head: 'Career break', text: f.breakPara });
  if (f.perDiemPara) paras.splice(1, 0, { head: f.perDiemHead, text: f.perDiemPara });
  const contact = [f.city, f.phone, f.email].filter(Boolean).map(esc).join(' &nbsp;·&nbsp; ');
  const sec = (title, inner) => {
    if (f.style === 'serif_rule') return `<h2>${esc(title)}</h2>${inner}`;
    if (f.style === 'sans_runin')
      return `<div class="blk"><span class="rh">${esc(title)}.</span> ${inner}</div>`;
    return inner;
  };
  const expHtml =
    f.style === 'letter'
      ? paras.map((p) => `<p><b>${esc(p.head)}.</b> ${esc(p.text)}</p>`).join('')
      : f.style === 'sans_runin'
        ? paras.map((p) => `<p>${esc(p.text)}</p>`).join('')
        : paras.map((p) => `<p>${esc(p.text)}</p>`).join('');
  const body = `
  <div class="hd"><div class="nm">${esc(f.nameLine)}</div><div class="ct">${contact}</div></div>
  <div class="doc">${esc(f.docTitle)}</div>
  ${sec('About me', `<p>${esc(f.opening)}</p>`)}
  ${sec('Experience', expHtml)}
  ${f.strengths ? sec('What I bring', `<p>${esc(f.strengths)}</p>`) : ''}
  ${sec('Education and licensure', `<p>${esc(f.eduText)}</p>`)}
  ${sec('Certifications', `<p>${esc(f.certText)}</p>`)}
  <p class="cl">${esc(f.closing)}</p>
  <div class="ft">${esc(f.footer)}</div>`;
  const css = {
    serif_rule: `
      .hd { text-align:center; } .nm { font-size:20pt; letter-spacing:1px; } .ct { font-size:9.5pt; margin-top:2px; }
      .doc { text-align:center; font-style:italic; font-size:10pt; margin:6px 0 4px; color:#444; }
      h2 { font-size:10.5pt; font-variant:small-caps; letter-spacing:1.2px; border-bottom:1px solid #333; margin:10px 0 4px; padding-bottom:1px; }
      p { margin:0 0 6px; text-align:justify; line-height:1.38; }`,
    sans_runin: `
      .hd { border-bottom:3px solid ${f.color}; padding-bottom:4px; } .nm { font-size:19pt; font-weight:bold; color:${f.color}; } .ct { font-size:9.3pt; color:#333; }
      .doc { font-size:9pt; text-transform:uppercase; letter-spacing:2px; color:${f.color}; margin:6px 0 6px; }
      .blk { margin:0 0 8px; } .rh { font-weight:bold; color:${f.color}; }
      .blk p { display:inline; } .blk p + p::before { content:''; display:block; margin-top:6px; }
      p { margin:0 0 6px; line-height:1.4; }`,
    letter: `
      .hd { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:0.8px solid #999; padding-bottom:3px; }
      .nm { font-size:16pt; font-weight:bold; } .ct { font-size:9pt; text-align:right; max-width:3.6in; }
      .doc { font-size:11pt; font-weight:bold; margin:12px 0 8px; }
      p { margin:0 0 8px; line-height:1.42; text-indent:0.25in; }`,
  }[f.style];
  return page({
    title: `${f.nameLine} — ${f.docTitle}`,
    size: 'letter',
    margin: '0.7in 0.8in',
    font: f.font,
    body,
    css: `${css}
      body { font-size:10.4pt; }
      .cl { margin-top:10px; font-style:italic; text-indent:0; }
      .ft { position:fixed; bottom:0; left:0; right:0; text-align:center; font-size:8pt; color:#666; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const styles = rng.shuffle(STYLES);
  const make = (p, role, jobs, o = {}) => {
    const style = styles[out.length % styles.length];
    const [stateName, st] = rng.pick(STATES);
    const first = jobs[jobs.length - 1];
    const total = jobs.reduce((s, j) => s + monthsBetween(j.start, j.end || '2026-11'), 0);
    const yrs = Math.floor(total / 12);
    const expWords =
      yrs >= 2 ? `more than ${yrs} years` : yrs === 1 ? 'a little over a year' : 'several months';
    const [cred, school] = rng.pick(SCHOOLS[role]);
    const gradYear = Number((o.gradBefore || first.start).slice(0, 4)) - (o.gradBefore ? 0 : rng.int(0, 1));
    const user = stripAccents(`${p.first}.${p.last}`)
      .toLowerCase()
      .replace(/[^a-z.]/g, '');
    const renewM = String(rng.int(1, 12)).padStart(2, '0');
    const blsY = rng.int(2027, 2028);
    const setting = o.setting || (role === 'rn' ? 'acute-care' : 'long-term and post-acute');
    return {
      rng,
      style,
      jobs,
      font:
        style === 'sans_runin'
          ? rng.pick([FONTS.sans, FONTS.open, FONTS.lato])
          : style === 'letter'
            ? rng.pick([FONTS.carlito, FONTS.caladea])
            : rng.pick([FONTS.serif, FONTS.caladea, FONTS.dejavuSerif]),
      color: rng.pick(['#1f4e79', '#6b2d5c', '#2e5e3e', '#7a3b12']),
      ds: o.ds || rng.pick(['month', 'dot', 'of']),
      nameLine: `${nameAs(p, rng.pick(['first_last', 'first_mi_last']))}, ${rng.pick(CREDS[role])}`,
      city: o.city || `${jobs[0].city.replace(/, ([A-Z]{2})$/, ', $1')}`,
      phone: o.noContact ? '' : `(${rng.int(205, 980)}) 555-0${rng.digits(3)}`,
      email: o.noContact
        ? ''
        : `${user}${rng.pick(['', '.' + role, rng.digits(2)])}@${rng.pick(['mailbox.example', 'post.example', 'inbox.example'])}`,
      docTitle:
        o.docTitle || rng.pick(['Career Summary', 'Professional Narrative', 'My Nursing Career in Brief']),
      opening:
        o.opening ||
        `I am a ${ROLE_WORD[role]} with ${expWords} of ${setting} experience. ${rng.pick([
          'I am looking for contract or per diem work close to home.',
          'I am interested in 13-week and local contracts through your agency.',
          'Colleagues describe me as calm under pressure and thorough in my charting.',
        ])}`,
      eduText:
        o.eduText ||
        `I completed the ${cred} at ${school} in ${gradYear}${role === 'cna' ? '' : ` and passed the NCLEX-${role === 'rn' ? 'RN' : 'PN'} that summer`}. I hold an active ${stateName} ${role === 'rn' ? 'RN' : role === 'lpn' ? 'LPN' : 'nurse aide registry'} ${role === 'cna' ? 'listing' : 'licence'} (No. ${st}-${rng.digits(6)}), which renews in ${renewM}/${rng.int(2027, 2028)}.`,
      certText:
        o.certText ||
        (role === 'rn'
          ? `BLS and ACLS through the American Heart Association, both current through ${MONTHS[rng.int(0, 11)]} ${blsY}. ${rng.pick(['NIH Stroke Scale certified in ' + rng.int(2022, 2025) + '.', 'Epic and Cerner charting.', 'Crisis prevention (CPI) training in ' + rng.int(2021, 2025) + '.'])}`
          : `BLS for Healthcare Providers (American Heart Association), current through ${MONTHS[rng.int(0, 11)]} ${blsY}. ${rng.pick(['Dementia care training in ' + rng.int(2021, 2025) + '.', 'PointClickCare charting.', 'Hoyer and sit-to-stand lift competency.'])}`),
      strengths:
        role === 'rn'
          ? rng.pick([
              'I am at home on busy units: I keep my patients and their families informed, I chart as I go, and I ask for help early. I float well and have oriented to new units in a single shift.',
              'My strengths are prioritising, calm communication during rapid responses, and teaching. I have worked days, nights and rotating shifts and I am comfortable with Epic, Cerner and Meditech.',
            ])
          : rng.pick([
              'I am patient, reliable and careful with residents who live with dementia. I have worked days, evenings and weekends and I pick up extra shifts when the schedule is short.',
              'Residents and families trust me. I notice small changes early, report them, and keep my charting up to date in PointClickCare.',
            ]),
      closing:
        o.closing ||
        rng.pick([
          'References from my current and former charge nurses are available on request.',
          'I am happy to provide references and copies of my credentials on request.',
        ]),
      footer: `${rng.pick(['Updated', 'Revised', 'Last updated'])} ${MONTHS[rng.int(8, 10)]} 2026`,
      ...o,
    };
  };
  const first = (jobs) => ({
    'work_history.0.start_date': jobs[0].start,
    'work_history.0.end_date': jobs[0].end,
  });

  // 1 — three posts in prose, three years asked and met.
  {
    const p = k.person();
    const jobs = staff(
      rng,
      buildJobs(rng, 'rn', [{ months: 29 }, { months: 33, gapBefore: 1 }, { months: 22, gapBefore: 0 }]),
      'rn',
    );
    jobs[0].title = 'staff nurse on the medical-surgical unit';
    const f = make(p, 'rn', jobs);
    out.push({
      key: 'three-posts-three-years-asked',
      person: requestPerson(p, { withDob: false }),
      rules: { min_experience_months: 36 },
      html: render(f),
      issues: [],
      forbidden: ['insufficient experience', 'no work history'],
      data: {
        ...first(jobs),
        'work_history.2.start_date': jobs[2].start,
        'contact.email': f.email,
        'contact.phone': f.phone,
        'person.name.status': 'match',
      },
      note: `three posts told in sentences (${jobs[2].start} – ${jobs[2].end}, ${jobs[1].start} – ${jobs[1].end}, ${jobs[0].start} – present), about 84 months against 36 asked; graduation year, licence renewal, BLS expiry and the "updated" month are not work`,
      rendering: 'text_pdf',
    });
  }

  // 2 — required keyword only inside a sentence; a per-diem post overlaps the staff post.
  {
    const p = k.person();
    const jobs = staff(rng, buildJobs(rng, 'rn', [{ months: 40 }, { months: 30, gapBefore: 1 }]), 'rn');
    jobs[0].title = 'staff nurse';
    jobs[0].unit = 'on a 36-bed cardiac telemetry unit';
    jobs[0].bullets = [
      'Care for four to five monitored patients per shift',
      'Titrate heparin and diltiazem drips per protocol',
    ];
    jobs[1].title = 'registered nurse';
    jobs[1].bullets = [
      'Cared for six adult medical patients per shift',
      'Precepted nursing students from the local college',
    ];
    const pdStart = addM(jobs[0].start, rng.int(8, 16));
    const f = make(p, 'rn', jobs, {
      perDiemHead: 'Per diem',
      perDiemPara: `Alongside my staff position, since ${my(pdStart, 'month')} I have also worked per diem weekend shifts in the post-anesthesia care unit at Halvorsen Surgical Pavilion in the same city, usually two shifts a month.`,
    });
    out.push({
      key: 'keyword-in-sentence-overlapping-per-diem',
      person: requestPerson(p, { withDob: false }),
      rules: { required_keywords: ['telemetry'] },
      html: render(f),
      issues: [],
      forbidden: ['missing required keyword', 'inconsistent dates'],
      data: { 'contact.email': f.email, 'contact.phone': f.phone, 'person.name.status': 'match' },
      note: `"telemetry" appears only inside the sentence about the current post ("a 36-bed cardiac telemetry unit"); a per-diem post since ${pdStart} overlaps the staff post that began ${jobs[0].start}, which is not inconsistent; two current posts, so the order of work_history is not pinned here`,
      rendering: 'text_pdf',
    });
  }

  // 3 — a career break told in prose; no gap rule; the current post is recent.
  {
    const p = k.person();
    const brk = rng.int(18, 26);
    const jobs = staff(rng, buildJobs(rng, 'lpn', [{ months: 26 }, { months: 38, gapBefore: brk }]), 'lpn');
    const f = make(p, 'lpn', jobs, {
      breakAt: 1,
      breakPara: `From ${my(addM(jobs[1].end, 0), 'month')} until I returned to nursing in ${my(jobs[0].start, 'month')} I stepped away from paid work to care for my twins; I kept my licence and BLS current throughout.`,
    });
    out.push({
      key: 'career-break-in-prose-no-gap-rule',
      person: requestPerson(p, { withDob: false }),
      rules: { recent_within_months: 12 },
      html: render(f),
      issues: [],
      forbidden: ['employment gap', 'no recent experience'],
      data: {
        ...first(jobs),
        'work_history.1.end_date': jobs[1].end,
        'contact.phone': f.phone,
        'person.name.status': 'match',
      },
      note: `a ${brk}-month career break between ${jobs[1].end} and ${jobs[0].start} is told in its own paragraph; the client sets no max_gap_months, so no employment gap; the current post (since ${jobs[0].start}) meets recent_within_months 12`,
      rendering: 'scanned_pdf',
    });
  }

  // 4 — a break longer than the six months allowed.
  {
    const p = k.person();
    const gap = rng.int(10, 15);
    const jobs = staff(rng, buildJobs(rng, 'rn', [{ months: 18 }, { months: 34, gapBefore: gap }]), 'rn');
    jobs[0].title = rng.pick(['charge nurse', 'staff nurse in the emergency department']);
    jobs[0].extra = `I started there after our family relocated; I was not employed in between.`;
    const f = make(p, 'rn', jobs, { ds: 'dot' });
    out.push({
      key: 'break-over-six-months-allowed',
      person: requestPerson(p, { withDob: false }),
      rules: { max_gap_months: 6 },
      html: render(f),
      issues: ['employment gap'],
      data: {
        ...first(jobs),
        'work_history.1.end_date': jobs[1].end,
        'contact.email': f.email,
        'person.name.status': 'match',
      },
      note: `the earlier post ends ${jobs[1].end} and the current one starts ${jobs[0].start}, about ${gap} months without work against max_gap_months 6; dates are written "Mon. YYYY" inside the sentences`,
      rendering: 'text_pdf',
    });
  }

  // 5 — a new aide: clinical rotations are not work; under two years.
  {
    const p = k.person();
    const jobs = staff(rng, buildJobs(rng, 'cna', [{ months: 9 }, { months: 5, gapBefore: 1 }]), 'cna');
    jobs[0].title = 'certified nursing assistant';
    jobs[1].title = 'resident care aide';
    const trainEnd = addM(jobs[1].start, -rng.int(1, 2));
    const f = make(p, 'cna', jobs, {
      gradBefore: trainEnd,
      eduText: `I completed the Nurse Aide Training Program (state-approved) at Ashford County Career Center in ${my(trainEnd, 'month')}, including clinical rotations at Brookline Manor and Saint Ives Rehabilitation from ${my(addM(trainEnd, -3), 'month')} to ${my(trainEnd, 'month')}, and I passed the state competency exam the following month. I am listed on the state nurse aide registry.`,
    });
    out.push({
      key: 'new-aide-rotations-under-two-years',
      person: requestPerson(p, { withDob: false }),
      rules: { min_experience_months: 24 },
      html: render(f),
      issues: ['insufficient experience'],
      data: { ...first(jobs), 'contact.phone': f.phone, 'person.name.status': 'match' },
      note: `two posts of about 9 and 5 months (${jobs[1].start} – ${jobs[1].end}, ${jobs[0].start} – present), about 14 months against 24 asked; the clinical rotations during training are not work history`,
      rendering: 'scan_image',
    });
  }

  // 6 — a profile with no phone or e-mail.
  {
    const p = k.person();
    const jobs = staff(rng, buildJobs(rng, 'rn', [{ months: 31 }, { months: 27, gapBefore: 2 }]), 'rn');
    const f = make(p, 'rn', jobs, {
      noContact: true,
      city: `${jobs[0].city.split(',')[0]}, ${rng.pick(['and willing to travel', 'open to relocation'])}`,
      closing: 'References are available on request.',
    });
    out.push({
      key: 'no-phone-or-email',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      issues: ['missing contact information'],
      data: {
        ...first(jobs),
        'contact.email': null,
        'contact.phone': null,
        'person.name.status': 'match',
      },
      note: 'the header gives only a city under the name; there is no phone number or e-mail address anywhere on the page',
      rendering: 'text_pdf',
    });
  }
  return out;
}
