// A two-page travel-nurse resume: page 1 header, skills checklist table (unit types, EHR systems), and the most
// recent assignments; page 2 older positions, education and certifications. Assignments are short contracts.
import { nameAs, requestPerson } from '../../lib/core.mjs';
import { addM, fmtYm } from '../../lib/resume.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'resume',
  name: 'two_page_travel_nurse',
  split: 'blind',
  multipage: true,
  description:
    'Two-page travel-nurse resume: skills table and recent 13-week contracts on p1, older staff jobs/education on p2',
};

function render(f) {
  const css = `h1 { font-size:19pt; margin:0; color:#9a3412; } h2 { font-size:11pt; border-bottom:2px solid #9a3412; margin:12px 0 5px; }
  .j { margin-bottom:7px; font-size:10pt; } .j .t { display:flex; justify-content:space-between; } table.s td { border:1px solid #bbb; padding:3px 6px; font-size:9.5pt; }`;
  const job = (j) =>
    `<div class="j"><div class="t"><b>${esc(j.title)} — ${esc(j.employer)}, ${esc(j.city)}</b><span>${esc(fmtYm(j.start, 'mon'))} – ${esc(fmtYm(j.end, 'mon'))}</span></div>${j.agency ? `<div style="font-size:9pt;color:#555">Agency: ${esc(j.agency)} · 13-week contract</div>` : ''}</div>`;
  const body = `<div class="pb"><h1>${esc(f.name)}, RN</h1><div style="font-size:10pt">${f.contact.map(esc).join(' · ')}</div>
  <h2>Clinical skills</h2><table class="s"><tr><td>Units</td><td>ICU, step-down, telemetry, ED overflow</td></tr><tr><td>EHR</td><td>Epic, Cerner, Meditech</td></tr><tr><td>Drips</td><td>Heparin, insulin, cardizem, levophed</td></tr></table>
  <h2>Travel assignments</h2>${f.recent.map(job).join('')}<div style="font-size:9pt;color:#555;margin-top:10px">(continued)</div></div>
  <div><h2>Staff positions</h2>${f.older.map(job).join('')}
  <h2>Education</h2><div style="font-size:10pt">BSN, Lakeshore University School of Nursing, 2015</div>
  <h2>Certifications</h2><div style="font-size:10pt">RN compact license · BLS · ACLS · NIHSS · TNCC</div></div>`;
  return page({ title: 'Resume', body, css, font: FONTS.open, margin: '0.6in' });
}

export function cases(k) {
  const { rng } = k;
  const agencies = ['Wanderlight Travel Nursing', 'Compass Clinical Travel', 'BlueRoute Staffing'];
  const hosp = [
    ['Saint Auden Medical Center', 'Albany, NY'],
    ['Desert Rose Hospital', 'Mesa, AZ'],
    ['Fairhaven Regional', 'Worcester, MA'],
    ['Pinecrest Medical', 'Raleigh, NC'],
    ['Coastline Health', 'Savannah, GA'],
  ];
  // contracts newest first from `end`, each 3 months, gaps between them
  const contracts = (end, gaps) => {
    const list = [];
    let e = end;
    gaps.forEach((g, i) => {
      const h = hosp[i % hosp.length];
      const start = addM(e || '2026-11', -3);
      list.push({
        title: 'Travel RN, ICU',
        employer: h[0],
        city: h[1],
        start,
        end: e,
        agency: rng.pick(agencies),
      });
      e = addM(start, -g);
    });
    return { list, nextEnd: e };
  };
  const make = (p, recent, older) => ({
    name: nameAs(p, 'first_mi_last'),
    contact: [
      `${p.first.toLowerCase().replace(/[^a-z]/g, '')}.travelrn@mailbox.example`,
      `(${rng.int(201, 989)}) 555-${rng.digits(4)}`,
    ],
    recent,
    older,
  });
  const out = [];
  let p = k.person();
  let c = contracts('2026-10', [1, 0, 1, 1]);
  let older = [
    {
      title: 'Staff RN, MICU',
      employer: 'Lakeshore University Hospital',
      city: 'Madison, WI',
      start: addM(c.nextEnd, -60),
      end: c.nextEnd,
    },
  ];
  let f = make(p, c.list, older);
  out.push({
    key: 'contracts-small-gaps',
    person: requestPerson(p, { withDob: false }),
    rules: { max_gap_months: 3, min_experience_months: 60 },
    html: render(f),
    issues: [],
    data: { 'contact.email': f.contact[0], 'work_history.0.end_date': '2026-10' },
  });

  p = k.person();
  c = contracts('2026-09', [1, 9, 0]);
  older = [
    {
      title: 'Staff RN, Step-down',
      employer: 'Lakeshore University Hospital',
      city: 'Madison, WI',
      start: addM(c.nextEnd, -40),
      end: c.nextEnd,
    },
  ];
  f = make(p, c.list, older);
  out.push({
    key: 'nine-month-break',
    person: requestPerson(p, { withDob: false }),
    rules: { max_gap_months: 4 },
    html: render(f),
    issues: ['employment gap'],
    data: {},
    note: 'a 9-month break between two contracts on page 1',
  });
  return out;
}
