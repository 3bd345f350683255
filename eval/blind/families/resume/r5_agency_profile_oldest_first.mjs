// A staffing agency's two-page "Candidate profile" export. Page 1: contact card, specialties checklist (ticked boxes
// with years), certifications with expiry, and a recruiter note. Page 2: "Employment history (chronological)" — a table
// in ASCENDING order (oldest first, the current job LAST) with Start / End as YYYY-MM and "current" for an open job,
// facility type, unit and travel/staff flag.
import { nameAs, requestPerson } from '../../lib/core.mjs';
import { buildJobs } from '../../lib/resume.mjs';
import { box, esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'r5_agency_profile_oldest_first',
  split: 'tuning',
  multipage: true,
  description:
    'Two-page staffing-agency candidate profile export: contact card, specialty checklist and certifications on p1; employment history table on p2 in ascending order (oldest first, current last) with YYYY-MM start/end',
};

function render(f) {
  const css = `
  .hd { display:flex; justify-content:space-between; align-items:center; background:#312e81; color:#fff; padding:8px 12px; }
  .hd .n { font-size:14pt; font-weight:bold; }
  .card { display:flex; gap:20px; border:1px solid #c7c7e0; padding:8px 12px; margin-top:10px; font-size:9.5pt; }
  h2 { font-size:10.5pt; color:#312e81; border-bottom:1.5px solid #312e81; margin:14px 0 5px; }
  table.t { width:100%; } table.t th { font-size:8pt; text-align:left; background:#e8e8f6; padding:3px 4px; }
  table.t td { font-size:9pt; padding:4px; border-bottom:1px solid #ddd; vertical-align:top; }
  .sp { display:grid; grid-template-columns:1fr 1fr 1fr; gap:3px 12px; font-size:9pt; }
  .pf { font-size:7.5pt; color:#666; margin-top:16px; border-top:1px solid #ccc; padding-top:3px; display:flex; justify-content:space-between; }`;
  const head = `<div class="hd"><div class="n">${esc(f.agency)}</div><div style="font-size:9pt">Candidate profile · ID ${esc(f.cid)}</div></div>`;
  const spec = f.specs
    .map(([s, on, yrs]) => `<div>${box(on, { style: 'check' })} ${esc(s)}${on ? ` (${yrs} yrs)` : ''}</div>`)
    .join('');
  const jobs = f.jobs
    .map(
      (j) =>
        `<tr><td>${esc(j.start)}</td><td>${esc(j.end || 'current')}</td><td><b>${esc(j.employer)}</b><br><span style="color:#555">${esc(j.city)}</span></td><td>${esc(j.title)}</td><td>${esc(j.kind)}</td></tr>`,
    )
    .join('');
  const body = `${head}
  <div class="card"><div><b style="font-size:12pt">${esc(f.name)}</b><br>${esc(f.discipline)}</div>
    <div>${f.phone ? `Mobile: ${esc(f.phone)}<br>` : ''}${f.email ? `E-mail: ${esc(f.email)}` : ''}</div><div>Home base: ${esc(f.base)}<br>Available: ${esc(f.avail)}</div></div>
  <h2>Specialties</h2><div class="sp">${spec}</div>
  <h2>Certifications</h2>
  <table class="t"><tr><th>Certification</th><th>Issuer</th><th>Expires</th></tr>${f.certs.map((c) => `<tr><td>${esc(c[0])}</td><td>${esc(c[1])}</td><td>${esc(c[2])}</td></tr>`).join('')}</table>
  <h2>Recruiter note</h2><div style="font-size:9.3pt">${esc(f.note)}</div>
  <div class="pf"><span>${esc(f.name)}</span><span>Page 1 of 2 — employment history on page 2</span></div>
  <div class="pb"></div>
  ${head}
  <h2>Employment history (chronological — oldest first)</h2>
  <table class="t"><tr><th style="width:10%">Start</th><th style="width:10%">End</th><th>Facility</th><th>Position</th><th style="width:14%">Type</th></tr>${jobs}</table>
  <div style="font-size:8pt;color:#555;margin-top:6px">Dates are YYYY-MM. "current" = ongoing assignment or position.</div>
  <div class="pf"><span>${esc(f.name)}</span><span>Page 2 of 2</span></div>`;
  return page({ title: 'Candidate profile', body, css, font: FONTS.open, margin: '0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, jobsNewestFirst, o = {}) => ({
    agency: rng.pick([
      'Compass Rose Clinical Staffing',
      'Silverline Travel Health',
      'Northpoint Nurse Network',
    ]),
    cid: rng.digits(7),
    name: nameAs(p, o.nameStyle || 'first_last'),
    discipline: o.discipline || 'Registered Nurse',
    phone: o.noContact ? '' : `(${rng.int(201, 989)}) ${rng.int(201, 989)}-${rng.digits(4)}`,
    email: o.noContact
      ? ''
      : `${nameAs(p, 'plain')
          .toLowerCase()
          .replace(/[^a-z]+/g, '')}${rng.digits(2)}@inbox.example`,
    base: rng.pick(['Tulsa, OK', 'Provo, UT', 'Lansing, MI']),
    avail: rng.pick(['2 weeks notice', 'Immediately', 'From 12/07/2026']),
    specs: [
      ['Med-Surg', true, rng.int(2, 6)],
      ['Telemetry', rng.chance(0.6), rng.int(1, 4)],
      ['ICU', rng.chance(0.3), rng.int(1, 3)],
      ['ED', rng.chance(0.3), rng.int(1, 3)],
      ['L&D', false, 0],
      ['Rehab', rng.chance(0.3), rng.int(1, 3)],
    ],
    certs: o.certs || [
      ['BLS', 'American Heart Association', '2027-06'],
      ['ACLS', 'American Heart Association', '2027-06'],
    ],
    note: o.note || 'Strong references from last two managers. Prefers day shift.',
    jobs: [...jobsNewestFirst]
      .reverse()
      .map((j) => ({ ...j, kind: rng.pick(['Staff', 'Travel (13 wk)', 'Per diem']) })),
  });
  const out = [];

  let p = k.person();
  let jobs = buildJobs(rng, 'rn', [
    { months: 20 },
    { months: 26, gapBefore: 1 },
    { months: 30, gapBefore: 0 },
  ]);
  let f = make(p, jobs);
  out.push({
    key: 'three-jobs-current-last',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 48, recent_within_months: 6 },
    html: render(f),
    issues: [],
    data: { 'contact.email': f.email, 'person.name.status': 'match' },
    note: 'history on page 2 in ascending order: the current job is the last row',
  });

  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 15 }, { months: 24, gapBefore: 0 }]);
  f = make(p, jobs);
  out.push({
    key: 'acls-keyword-on-page-one',
    person: requestPerson(p, { withDob: false }),
    rules: { required_keywords: ['ACLS'] },
    html: render(f),
    issues: [],
    data: { 'contact.email': f.email },
  });

  p = k.person();
  jobs = buildJobs(rng, 'cna', [{ months: 22 }, { months: 34, gapBefore: 2 }]);
  f = make(p, jobs, {
    discipline: 'Certified Nursing Assistant',
    certs: [['CPR/AED', 'American Red Cross', '2027-09']],
  });
  out.push({
    key: 'cna-short-break-allowed',
    person: requestPerson(p, { withDob: false }),
    rules: { max_gap_months: 3 },
    html: render(f),
    issues: [],
    forbidden: ['employment gap'],
    data: { 'person.name.status': 'match' },
    note: 'a two-month break between jobs; the client allows three',
  });

  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 18 }, { months: 30, gapBefore: 10 }]);
  f = make(p, jobs);
  out.push({
    key: 'ten-month-gap',
    person: requestPerson(p, { withDob: false }),
    rules: { max_gap_months: 6 },
    html: render(f),
    issues: ['employment gap'],
    data: {},
    note: `nothing between ${jobs[1].end} and ${jobs[0].start}`,
  });

  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 26 }, { months: 20, gapBefore: 0 }], '2025-01');
  f = make(p, jobs, { note: 'Out of practice since early 2025; wants a refresher before first assignment.' });
  out.push({
    key: 'last-job-ended-jan-2025',
    person: requestPerson(p, { withDob: false }),
    rules: { recent_within_months: 12 },
    html: render(f),
    issues: ['no recent experience'],
    data: {},
  });

  p = k.person();
  jobs = buildJobs(rng, 'rn', [{ months: 9 }, { months: 6, gapBefore: 0 }]);
  f = make(p, jobs);
  out.push({
    key: 'fifteen-months-total',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 24 },
    html: render(f),
    issues: ['insufficient experience'],
    data: {},
  });
  return out;
}
