// A training site's course-completion roster (landscape) as sent to an employer: course/instructor header, a table
// of 6–8 students (written score, skills pass, eCard code, issue date, renewal month) where the holder is one row in
// the middle, then instructor and training-center coordinator sign-off. Class date written day-first
// ("Saturday 14 March 2026"), issue dates "14 Mar 2026", renewal MM/YYYY.
import {
  addDays,
  fmt,
  nameAs,
  personData,
  phone,
  PEOPLE,
  requestPerson,
  twoYearsEndOfMonth,
} from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'r3_course_completion_roster',
  split: 'blind',
  description:
    'Training-site course completion roster (landscape): course header, 6–8 student rows with score, skills, eCard code, issue and renewal; holder mid-table; instructor/TC sign-off',
};

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekday = (iso) => DAYS[new Date(iso + 'T00:00:00Z').getUTCDay()];

function render(f) {
  const css = `
  .hd { display:flex; gap:14px; align-items:center; }
  .hd .t { font-size:15pt; font-weight:bold; color:${f.color}; }
  .hd .s { font-size:9pt; color:#333; }
  .meta { width:100%; margin-top:8px; } .meta td { font-size:9pt; padding:3px 6px; border:1px solid #aaa; }
  .meta td.l { background:#f1f1f1; font-weight:bold; width:13%; }
  table.r { width:100%; margin-top:10px; } table.r th { font-size:8pt; background:${f.color}; color:#fff; padding:4px; text-align:left; }
  table.r td { font-size:9pt; border-bottom:1px solid #bbb; padding:4px; }
  .sign { display:flex; gap:40px; margin-top:18px; font-size:9pt; }
  .sign > div { flex:1; }
  .line { border-bottom:1px solid #222; height:34px; }
  .fine { font-size:7.5pt; color:#444; margin-top:10px; }`;
  const rows = f.students
    .map(
      (
        s,
        i,
      ) => `<tr><td>${i + 1}</td><td>${esc(s.name)}</td><td>${esc(s.org)}</td><td>${s.score}%</td><td>${s.skills}</td>
      <td style="font-family:${FONTS.mono}">${s.code ? esc(s.code) : `<i>${esc(s.pending || '')}</i>`}</td><td>${esc(s.issued)}</td><td>${esc(s.renew)}</td></tr>`,
    )
    .join('');
  const body = `
  <div class="hd">${logo({ initials: f.initials, color: f.color, shape: 'square', size: 46 })}
    <div><div class="t">${esc(f.site)}</div><div class="s">${esc(f.affil)}</div></div>
    <div style="margin-left:auto;text-align:right;font-size:14pt;font-weight:bold;letter-spacing:1px">COURSE COMPLETION ROSTER</div></div>
  <table class="meta">
    <tr><td class="l">Course</td><td>${esc(f.course)}</td><td class="l">Class date</td><td>${esc(f.classDate)}</td><td class="l">Roster no.</td><td>${esc(f.rosterNo)}</td></tr>
    <tr><td class="l">Discipline</td><td>${esc(f.discipline)}</td><td class="l">Location</td><td>${esc(f.location)}</td><td class="l">Format</td><td>Instructor-led, hands-on skills</td></tr>
    <tr><td class="l">Lead instructor</td><td>${esc(f.instructor)} (ID ${esc(f.instrId)})</td><td class="l">Card validity</td><td colspan="3">${esc(f.validity)}</td></tr>
  </table>
  <table class="r">
    <tr><th>#</th><th>Student (last, first)</th><th>Employer</th><th>Written</th><th>Skills</th><th>${esc(f.codeLabel)}</th><th>Card issued</th><th>Renew by</th></tr>
    ${rows}
  </table>
  <div class="sign">
    <div>Lead instructor signature<div class="line">${sig(f.instructor, { font: f.sigFont, ink: f.ink, size: '1.8em' })}</div>${esc(f.instructor)}</div>
    <div>Training Center coordinator<div class="line">${sig(f.coord, { font: f.sigFont2, ink: INKS[2], size: '1.8em' })}</div>${esc(f.coord)} · ${esc(f.phone)}</div>
    <div>Date roster submitted<div class="line">${hand(f.submitted, { font: f.hand, ink: f.ink })}</div></div>
  </div>
  <div class="fine">${esc(f.fine)}</div>`;
  return page({
    title: 'Course roster',
    body,
    css,
    font: FONTS.roboto,
    size: 'letter landscape',
    margin: '0.45in',
  });
}

export function cases(k) {
  const { rng } = k;
  const orgs = [
    'Bayview Care Center',
    'self-pay',
    'Lindell Home Health',
    'Tri-County EMS',
    'Copperfield Dental',
    'Summit Rehab',
  ];
  const fillers = (n, avoid) =>
    rng
      .shuffle(PEOPLE.filter((q) => q.last !== avoid.last && q.first !== avoid.first))
      .slice(0, n)
      .map((q) => nameAs(q, 'last_first'));
  const make = (p, o) => {
    const iso = o.iso;
    const renewIso = twoYearsEndOfMonth(iso);
    const aha = o.issuer !== 'other';
    const n = rng.int(6, 8);
    const pos = rng.int(2, n - 2);
    const names = fillers(n - 1, p);
    const prefix = aha ? '' : 'KLI-';
    const students = [];
    for (let i = 0, j = 0; i < n; i++) {
      const holder = i === pos;
      students.push({
        name: holder ? nameAs(p, o.nameStyle || 'last_first_mi') : names[j++],
        org: rng.pick(orgs),
        score: rng.int(84, 100),
        skills: 'Pass',
        code: holder && o.noId ? null : `${prefix}${aha ? rng.alnum(12) : rng.digits(7)}`,
        pending: holder && o.noId ? 'pending' : '',
        issued: fmt(iso, 'dmy'),
        renew: fmt(renewIso, 'mm_yyyy'),
        holder,
      });
    }
    const holderRow = students[pos];
    return {
      site: aha ? o.site || 'Harbor Lights Resuscitation Training Site' : 'Keystone Lifesaving Institute',
      initials: aha ? 'HL' : 'KL',
      color: aha ? '#8b1e2d' : '#245a7a',
      affil: aha
        ? `Training Site of Midlands Cardiac Education TC · American Heart Association Training Center ID TC${rng.digits(5)}`
        : 'Independent workplace safety trainer · own curriculum, certificates issued by the Institute',
      course: o.course,
      discipline: aha ? 'American Heart Association — ECC' : 'Keystone Lifesaving Institute curriculum',
      classDate: `${weekday(iso)} ${fmt(iso, 'dmy_long')}`,
      rosterNo: `R-${rng.digits(6)}`,
      location: rng.pick([
        'Classroom B, 210 Meridian Ave, Omaha NE',
        'Skills Lab 3, 44 Whitcomb St, Omaha NE',
      ]),
      instructor: rng.pick(['Gideon Ashworth', 'Lorna McKittrick', 'Perpetua Osei-Bonsu']),
      instrId: rng.digits(8),
      validity: aha
        ? 'Two years; card expires the last day of the renewal month shown'
        : 'Two years from class date, through the end of the month',
      codeLabel: aha ? 'eCard code' : 'Certificate no.',
      students,
      coord: rng.pick(['Maribel Fontaine', 'Ulrich Sandoval']),
      phone: phone(rng, 402),
      submitted: fmt(addDays(iso, rng.int(1, 4)), 'us_nz'),
      fine: aha
        ? 'eCards are e-mailed to each student from the Training Center within 20 business days. Verify at the issuer’s eCard site with the code shown.'
        : 'Certificates are issued by Keystone Lifesaving Institute. This course is not affiliated with any national resuscitation council.',
      sigFont: rng.pick(SIGS),
      sigFont2: rng.pick(SIGS),
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      holder: holderRow,
      iso,
      renewIso,
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p, { iso: addDays('2025-09-06', rng.int(0, 300)), course: 'BLS Provider (initial)' });
  out.push({
    key: 'bls-holder-mid-table',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certifications.0.type': 'bls',
      'certifications.0.issuer': 'american_heart_association',
      'certifications.0.id': f.holder.code,
      'certifications.0.issue_date': f.iso,
      'certifications.0.expiration_date': f.renewIso,
      ...personData('match', 'not_present'),
    },
    note: 'one row of a class roster; the holder is not the first student',
  });

  p = k.person();
  f = make(p, { iso: addDays('2024-04-06', rng.int(0, 150)), course: 'BLS Provider (renewal)' });
  out.push({
    key: 'class-2024-renewal-passed',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'certifications.0.expiration_date': f.renewIso },
  });

  p = k.person();
  f = make(p, {
    iso: addDays('2025-10-04', rng.int(0, 250)),
    course: 'PALS Provider — Pediatric Advanced Life Support',
  });
  out.push({
    key: 'pals-client-wants-bls',
    person: requestPerson(p),
    rules: { accepted_types: ['bls'] },
    html: render(f),
    issues: ['unsupported type'],
    data: { 'certifications.0.type': 'pals' },
    note: 'client accepts BLS only',
  });

  p = k.person();
  f = make(p, {
    iso: addDays('2026-10-03', rng.int(0, 40)),
    course: 'BLS Provider (initial)',
    noId: true,
    nameStyle: 'LAST_FIRST',
  });
  out.push({
    key: 'holder-ecard-pending',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing id'],
    data: { 'certifications.0.issue_date': f.iso },
    note: "every other student has an eCard code; the holder's says pending",
  });

  p = k.person();
  f = make(p, {
    iso: addDays('2025-08-02', rng.int(0, 300)),
    course: 'CPR / AED for Healthcare Workers',
    issuer: 'other',
  });
  out.push({
    key: 'independent-trainer',
    person: requestPerson(p),
    html: render(f),
    issues: ['unsupported issuer'],
    data: { 'certifications.0.issuer': 'other', 'certifications.0.type': 'cpr' },
    note: "an independent trainer's own certificate: issuer other, not in the default accepted issuers",
  });
  return out;
}
