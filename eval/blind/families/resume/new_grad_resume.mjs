// A new-graduate resume (sans, accent rule under the name): objective, education with GPA, clinical rotations
// (school placements, not employment), optional part-time job, volunteer work, certifications.
import { nameAs, requestPerson } from '../../lib/core.mjs';
import { fmtYm } from '../../lib/resume.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'new_grad_resume',
  split: 'blind',
  description:
    'New-graduate resume: objective, education, clinical rotations (not jobs), optional part-time job, volunteering',
};

function render(f) {
  const css = `h1 { font-size:22pt; margin:0; } .rule { height:4px; background:#d97706; width:80px; margin:6px 0 8px; } h2 { font-size:11pt; color:#b45309; margin:14px 0 4px; text-transform:uppercase; }
  ul { margin:2px 0; padding-left:18px; font-size:10pt; } .r { display:flex; justify-content:space-between; font-size:10.3pt; }`;
  const body = `<h1>${esc(f.name)}</h1><div class="rule"></div><div style="font-size:10pt">${f.contact.map(esc).join(' | ')}</div>
  <h2>Objective</h2><div style="font-size:10.3pt">Compassionate new graduate nurse seeking a residency position in acute care.</div>
  <h2>Education</h2><div class="r"><b>Bachelor of Science in Nursing</b><span>May 2026</span></div><div style="font-size:10pt">Riverside College of Health Sciences · GPA 3.7 · Dean's List</div>
  <h2>Clinical Rotations</h2><ul>${f.rotations.map((r) => `<li>${esc(r)}</li>`).join('')}</ul>
  ${f.jobs.length ? `<h2>Work Experience</h2>${f.jobs.map((j) => `<div class="r"><b>${esc(j.title)}, ${esc(j.employer)}</b><span>${esc(fmtYm(j.start, 'month'))} – ${esc(fmtYm(j.end, 'month'))}</span></div><ul><li>${esc(j.note)}</li></ul>`).join('')}` : ''}
  <h2>Volunteer</h2><ul><li>Free clinic intake volunteer, Eastside Community Health Fair (2024–2025)</li></ul>
  <h2>Certifications</h2><ul><li>BLS for Healthcare Providers (AHA)</li><li>NCLEX-RN: scheduled</li></ul>`;
  return page({ title: 'Resume', body, css, font: FONTS.lato, margin: '0.7in' });
}

export function cases(k) {
  const { rng } = k;
  const rot = [
    'Medical-Surgical, Riverside General Hospital — 120 hours (Spring 2025)',
    'Pediatrics, Cedar Children’s Clinic — 90 hours (Fall 2025)',
    'Critical Care capstone, Mercy Valley ICU — 144 hours (Spring 2026)',
  ];
  const make = (p, jobs) => ({
    name: nameAs(p, 'first_last'),
    contact: [
      `${p.first.toLowerCase().replace(/[^a-z]/g, '')}${rng.int(10, 99)}@${rng.pick(['mailbox.example', 'inbox.example'])}`,
      `(608) 555-${rng.digits(4)}`,
    ],
    rotations: rot,
    jobs,
  });
  const out = [];
  let p = k.person();
  let f = make(p, []);
  out.push({
    key: 'rotations-only',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['no work history'],
    data: { 'contact.email': f.contact[0] },
    note: 'clinical rotations are school placements, not employment',
  });

  p = k.person();
  f = make(p, [
    {
      title: 'Patient Care Technician (part-time)',
      employer: 'Riverside General Hospital',
      start: '2025-06',
      end: null,
      note: 'Vital signs, glucose checks, patient mobility on a 28-bed unit',
    },
  ]);
  out.push({
    key: 'part-time-pct',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'contact.email': f.contact[0],
      'work_history.0.start_date': '2025-06',
      'work_history.0.end_date': null,
    },
  });

  p = k.person();
  f = make(p, [
    {
      title: 'Patient Care Technician (part-time)',
      employer: 'Riverside General Hospital',
      start: '2026-02',
      end: null,
      note: 'Vital signs and patient mobility',
    },
  ]);
  out.push({
    key: 'nine-months-min-24',
    person: requestPerson(p, { withDob: false }),
    rules: { min_experience_months: 24 },
    html: render(f),
    issues: ['insufficient experience'],
    data: { 'work_history.0.start_date': '2026-02' },
  });

  p = k.person();
  f = make(p, []);
  out.push({
    key: 'sent-as-physical',
    person: requestPerson(p, { withDob: false }),
    document_type: 'physical_exam',
    html: render(f),
    issues: ['document type mismatch'],
    data: {},
  });
  return out;
}
