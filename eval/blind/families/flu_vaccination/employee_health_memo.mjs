// An employee-health department memo ("MEMORANDUM / TO / FROM / DATE / RE") confirming an influenza vaccination in
// prose, with product, lot and the administering nurse; the season written as "2026-27".
import { addDays, fmt, nameAs, otherPerson, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'employee_health_memo',
  split: 'blind',
  description:
    'Employee-health memorandum (TO/FROM/DATE/RE) confirming a flu shot in prose; product, lot, nurse; season as 2026-27',
};

function render(f) {
  const css = `p { font-size:11pt; line-height:1.5; } td { padding:2px 10px 2px 0; font-size:11pt; vertical-align:top; }`;
  const body = `<div style="font-size:22pt;letter-spacing:6px;font-weight:bold">MEMORANDUM</div>
  <table style="margin-top:12px"><tr><td><b>TO:</b></td><td>Whom it may concern</td></tr><tr><td><b>FROM:</b></td><td>${esc(f.from)}</td></tr><tr><td><b>DATE:</b></td><td>${esc(f.memoDate)}</td></tr>
  <tr><td><b>RE:</b></td><td>Influenza vaccination — ${esc(f.name)}</td></tr></table><hr>
  <p>${f.text}</p><p>This record is kept in the employee health file. Please contact Employee Health at extension 4410 with questions.</p>
  <div style="margin-top:30px">${sig(f.nurse, { font: f.sigFont })}</div><p>${esc(f.nurse)}, RN<br>Employee Health Nurse</p>`;
  return page({ title: 'Memo', body, css, font: FONTS.courier, margin: '1in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, iso, o = {}) => {
    const nurse = rng.pick(['Ophelia Grant', 'Terrence Vo', 'Liesl Brandauer']);
    const season = o.season || '2026-27';
    return {
      from: 'Employee Health Services, Saint Brendan Medical Center',
      memoDate: fmt(addDays(iso, rng.int(1, 10)), 'long'),
      name: nameAs(p, o.nameStyle || 'full'),
      nurse,
      sigFont: rng.pick(SIGS),
      text: `${esc(nameAs(p, o.nameStyle || 'full'))} received the ${season} seasonal influenza vaccine (Afluria Trivalent, Seqirus, lot ${rng.alnum(6)}, 0.5 mL IM, right deltoid) on ${fmt(iso, 'long')}. The vaccine was administered by ${nurse}, RN, at the Saint Brendan Employee Health clinic.`,
    };
  };
  const out = [];
  let p = k.person();
  let iso = addDays('2026-09-10', rng.int(0, 60));
  out.push({
    key: 'memo-current',
    person: requestPerson(p),
    html: render(make(p, iso)),
    issues: [],
    data: { 'vaccinations.0.date': iso, season: '2026-2027', 'person.name.status': 'match' },
  });

  p = k.person();
  iso = addDays('2025-09-10', rng.int(0, 60));
  out.push({
    key: 'memo-last-season',
    person: requestPerson(p),
    html: render(make(p, iso, { season: '2025-26' })),
    issues: ['vaccination outside season'],
    data: { 'vaccinations.0.date': iso },
  });

  p = k.person();
  iso = addDays('2026-09-10', rng.int(0, 60));
  out.push({
    key: 'memo-other-employee',
    person: requestPerson(p),
    html: render(make(otherPerson(k.person, p), iso)),
    issues: ['name mismatch'],
    data: { 'person.name.status': 'mismatch' },
  });
  return out;
}
