// A hospital staff-health service's cumulative employee health record: demographics grid, an immunity/serology
// block that is not about TB, then a multi-year TB surveillance log (oldest entry first, so the entry that
// decides is the last one), an annual symptom review and a nurse's review line. Dates are day-month-year
// with abbreviated months ("7 Oct 2026"), the log uses clinic abbreviations (PPD, CXR, DNR, NAD).
import { addDays, fmt, nameAs, personData, phone, requestPerson, street } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r3_staff_health_surveillance_record',
  split: 'blind',
  description:
    'Staff-health cumulative employee record: serology block, then a multi-year TB surveillance log (oldest first, deciding entry last) with PPD/CXR abbreviations, D Mon YYYY dates',
};

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.2em', ...o });
  const css = `
  .top { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:2px solid #444; padding-bottom:4px; }
  .top .org { font-family:${FONTS.caladea}; font-size:16pt; font-weight:bold; letter-spacing:0.3px; }
  .top .dept { font-size:9pt; color:#333; }
  .top .conf { font-size:8pt; border:1px solid #900; color:#900; padding:2px 6px; font-weight:bold; }
  h2 { font-size:10.5pt; margin:12px 0 4px; text-transform:uppercase; letter-spacing:0.6px; border-bottom:1px solid #999; }
  table.k { width:100%; } table.k td { border:1px solid #777; padding:3px 6px; font-size:9.5pt; vertical-align:top; }
  table.k td.l { background:#efefef; width:17%; font-size:8.5pt; color:#222; }
  table.log { width:100%; margin-top:2px; } table.log th { background:#3b3b3b; color:#fff; font-size:8pt; padding:3px 4px; text-align:left; }
  table.log td { border:1px solid #888; padding:4px; font-size:9pt; vertical-align:top; }
  table.log tr:nth-child(even) td { background:#f7f7f7; }
  .legend { font-size:7.5pt; color:#333; margin-top:3px; }
  .sym td { padding:2px 8px 2px 0; font-size:9pt; }
  .foot { margin-top:14px; display:flex; gap:30px; font-size:9pt; }
  .foot div { flex:1; border-top:1px solid #333; padding-top:2px; }`;
  const rows = f.log
    .map(
      (
        r,
        i,
      ) => `<tr><td>${i + 1}</td><td><b>${esc(r.kind)}</b></td><td>${esc(r.given)}</td><td>${esc(r.read)}</td>
      <td>${r.measure ? H(r.measure) : ''}</td><td>${esc(r.interp)}</td><td>${esc(r.by)}</td><td>${esc(r.where)}</td></tr>`,
    )
    .join('');
  const body = `
  <div class="top"><div><div class="org">${esc(f.org)}</div><div class="dept">Staff Health &amp; Wellbeing Service · ${esc(f.addr)} · ${esc(f.phone)}</div></div>
    <div class="conf">CONFIDENTIAL — EMPLOYEE HEALTH RECORD</div></div>
  <h2>1. Employee</h2>
  <table class="k">
    <tr><td class="l">Surname, forename(s)</td><td>${esc(f.name)}</td><td class="l">Employee no.</td><td>${esc(f.empNo)}</td></tr>
    <tr><td class="l">Date of birth</td><td>${esc(f.dob)}</td><td class="l">Department</td><td>${esc(f.dept)}</td></tr>
    <tr><td class="l">Start date</td><td>${esc(f.start)}</td><td class="l">Record printed</td><td>${esc(f.printed)}</td></tr>
  </table>
  <h2>2. Immunity / serology (not TB)</h2>
  <table class="k">
    <tr><td class="l">Measles IgG</td><td>Immune (${esc(f.sero1)})</td><td class="l">Varicella IgG</td><td>Immune (${esc(f.sero1)})</td></tr>
    <tr><td class="l">Hep B surface Ab</td><td>${f.hbs} mIU/mL — immune</td><td class="l">Tdap</td><td>${esc(f.tdap)}</td></tr>
  </table>
  <h2>3. Tuberculosis surveillance log</h2>
  <table class="log">
    <tr><th style="width:3%">#</th><th style="width:9%">Test</th><th style="width:13%">Given / taken</th><th style="width:13%">Read / reported</th>
      <th style="width:9%">mm / value</th><th style="width:20%">Interpretation</th><th style="width:18%">By</th><th>Where</th></tr>
    ${rows}
  </table>
  <div class="legend">PPD = Mantoux tuberculin skin test (5 TU), read at 48–72 h, induration in mm · CXR = chest radiograph (PA) ·
  NAD = no abnormality detected · DNR = did not return for reading · Entries are listed in date order, most recent last.</div>
  <h2>4. Annual TB symptom review</h2>
  <table class="sym">
    <tr><td>Cough &gt; 3 weeks</td><td>${box(false, { style: 'check', ink: f.ink })}Y ${box(true, { style: 'check', ink: f.ink })}N</td>
      <td style="padding-left:20px">Night sweats / fever</td><td>${box(false, { style: 'check', ink: f.ink })}Y ${box(true, { style: 'check', ink: f.ink })}N</td>
      <td style="padding-left:20px">Unexplained weight loss</td><td>${box(false, { style: 'check', ink: f.ink })}Y ${box(true, { style: 'check', ink: f.ink })}N</td></tr>
  </table>
  <div style="font-size:9pt;margin-top:6px">Comments: ${H(f.comment)}</div>
  <div class="foot">
    <div>Reviewed by (OH nurse)<br>${sig(f.reviewer, { font: f.sigFont, ink: f.ink, size: '1.7em' })}</div>
    <div>Printed name<br>${esc(f.reviewer)}, RN, Staff Health</div>
    <div>Date of review<br>${esc(f.reviewed)}</div>
  </div>`;
  return page({ title: 'Employee health record', body, css, font: FONTS.open, margin: '0.55in' });
}

export function cases(k) {
  const { rng } = k;
  const ds = 'dmy';
  const nurses = ['Philippa Greaves', 'Augustin Mbeki', 'Rowena Castillo', 'Desmond Ohanian'];
  const ppd = (iso, mm, o = {}) => {
    const n = rng.pick(nurses);
    return {
      kind: 'PPD',
      given: fmt(iso, ds),
      read: o.unread ? '' : fmt(addDays(iso, o.readAfter ?? 2), ds),
      measure: o.unread ? '' : `${mm} mm`,
      interp: o.unread ? 'DNR — not read' : mm >= 10 ? 'POSITIVE — refer CXR' : 'Negative',
      by: `${n.split(' ')[0][0]}. ${n.split(' ')[1]}, RN`,
      where: 'Staff Health clinic',
    };
  };
  const cxr = (iso) => ({
    kind: 'CXR',
    given: fmt(iso, ds),
    read: fmt(addDays(iso, 1), ds),
    measure: '',
    interp: 'NAD. No evidence of active TB.',
    by: rng.pick(['Dr H. Abelard (radiology)', 'Dr S. Varga (radiology)']),
    where: 'Imaging Dept.',
  });
  const make = (p, log, o = {}) => ({
    org: rng.pick([
      'St. Aldric Memorial Hospital',
      'Wrenfield General Hospital',
      'Cobalt Bay Medical Centre',
    ]),
    addr: `${street(rng)}, Worcester, MA 01608`,
    phone: phone(rng, 508),
    name: nameAs(p, o.nameStyle || 'last_first_middle'),
    empNo: `E${rng.digits(6)}`,
    dob: fmt(p.dob, 'dmy_long'),
    dept: rng.pick(['Emergency Dept.', 'Ward 6 — Medicine', 'Perioperative Services', 'Renal Unit']),
    start: fmt(addDays('2021-02-01', rng.int(0, 400)), ds),
    printed: fmt('2026-11-12', ds),
    sero1: fmt(addDays('2021-01-10', rng.int(0, 20)), ds),
    hbs: rng.int(110, 900),
    tdap: fmt(addDays('2021-01-20', rng.int(0, 20)), ds),
    log,
    comment: o.comment || 'Asymptomatic.',
    reviewer: rng.pick(['Harriet Ellsworth', 'Noel Brannigan', 'Ines Kovac']),
    reviewed: fmt(o.reviewIso || '2026-11-10', ds),
    sigFont: rng.pick(SIGS),
    hand: rng.pick(HANDS),
    ink: rng.pick(INKS),
  });
  const out = [];

  // 1 — three annual PPDs, the newest (last row) recent and negative
  let p = k.person();
  let newest = addDays('2026-08-17', rng.int(0, 60));
  out.push({
    key: 'annual-ppd-newest-last',
    person: requestPerson(p),
    html: render(
      make(p, [
        ppd(addDays('2024-08-12', rng.int(0, 40)), 0),
        ppd(addDays('2025-08-11', rng.int(0, 40)), 0),
        ppd(newest, rng.pick([0, 0, 2])),
      ]),
    ),
    issues: [],
    data: { ...personData() },
    note: 'three annual skin tests; the deciding (newest) one is the last row',
  });

  // 2 — positive conversion followed by a clear chest x-ray (accepted with the default accept_xray)
  p = k.person();
  let pos = addDays('2026-05-04', rng.int(0, 90));
  let log = [ppd(addDays('2025-05-05', rng.int(0, 30)), 0), ppd(pos, 14), cxr(addDays(pos, 6))];
  out.push({
    key: 'conversion-then-clear-cxr',
    person: requestPerson(p),
    html: render(
      make(p, log, {
        comment: 'New converter 14 mm; CXR clear; declined LTBI therapy; annual symptom review.',
      }),
    ),
    issues: [],
    forbidden: ['positive test result'],
    data: { ...personData() },
    note: 'positive PPD followed by a chest x-ray with no active TB: cleared by accept_xray (default true)',
  });

  // 3 — the same history for a client that does not accept an x-ray
  p = k.person();
  pos = addDays('2026-04-06', rng.int(0, 90));
  log = [ppd(addDays('2024-04-08', rng.int(0, 30)), 0), ppd(pos, 16), cxr(addDays(pos, 5))];
  out.push({
    key: 'conversion-cxr-not-accepted',
    person: requestPerson(p),
    rules: { accept_xray: false },
    html: render(
      make(p, log, { comment: 'Converter 16 mm. CXR NAD. Referred to TB clinic.', nameStyle: 'LAST_FIRST' }),
    ),
    issues: ['positive test result'],
    data: {},
    note: 'accept_xray false: the clear x-ray does not clear the positive skin test',
  });

  // 4 — newest entry more than a year before valid_on
  p = k.person();
  newest = addDays('2025-06-02', rng.int(0, 100));
  out.push({
    key: 'newest-entry-2025',
    person: requestPerson(p),
    html: render(
      make(
        p,
        [
          ppd(addDays('2023-06-05', rng.int(0, 40)), 0),
          ppd(addDays('2024-06-03', rng.int(0, 40)), 0),
          ppd(newest, 0),
        ],
        { reviewIso: addDays(newest, 3) },
      ),
    ),
    issues: ['test too old'],
    data: {},
    note: `newest skin test placed ${newest}, more than 365 days before valid_on`,
  });

  // 5 — this year's PPD placed but never read (older entries are more than a year old)
  p = k.person();
  newest = addDays('2026-09-14', rng.int(0, 45));
  out.push({
    key: 'placed-not-read',
    person: requestPerson(p),
    html: render(
      make(
        p,
        [
          ppd(addDays('2023-09-11', rng.int(0, 30)), 0),
          ppd(addDays('2024-09-09', rng.int(0, 30)), 0),
          ppd(newest, 0, { unread: true }),
        ],
        { comment: 'Did not attend for reading. To repeat.' },
      ),
    ),
    issues: ['missing test result'],
    data: {},
    note: 'a placed-but-never-read skin test is missing test result (missing test dates may also be reported); earlier tests are over a year old',
  });
  return out;
}
