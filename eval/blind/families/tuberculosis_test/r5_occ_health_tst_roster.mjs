// An occupational-health clinic's TST clinic roster (landscape): one handwritten row per employee tested that week
// (Name — Last, First; Dept; Date placed; Arm; Lot; Placed by initials; Date read; mm; Neg / Pos tick columns; Read by
// initials), the requested person somewhere below the first rows, a blank reading on some other rows, and at the
// foot the nurse's printed name stamp beside the reviewer's signature line.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r5_occ_health_tst_roster',
  split: 'tuning',
  description:
    'Occupational-health TST clinic roster (landscape, handwritten rows): Last, First; placed/read dates, mm, Neg/Pos tick columns, initials; holder below the first rows; nurse stamp beside reviewer signature',
};

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.12em', ...o });
  const tick = (on) => (on ? H('✓', { size: '1.3em', font: "'DejaVu Sans'" }) : '');
  const rows = f.rows
    .map(
      (
        r,
        i,
      ) => `<tr><td class="c">${i + 1}</td><td>${H(r.name)}</td><td>${H(r.dept, { size: '0.95em' })}</td><td>${H(r.placed)}</td><td class="c">${H(r.arm)}</td><td>${H(r.lot, { size: '0.95em' })}</td><td class="c">${H(r.pi)}</td>
      <td>${H(r.read)}</td><td class="c">${r.mm === null ? '' : H(String(r.mm))}</td><td class="c">${tick(r.res === 'neg')}</td><td class="c">${tick(r.res === 'pos')}</td><td class="c">${H(r.ri)}</td></tr>`,
    )
    .join('');
  const blanks = Array.from(
    { length: f.blankRows },
    (_, i) => `<tr><td class="c">${f.rows.length + i + 1}</td>${'<td></td>'.repeat(11)}</tr>`,
  ).join('');
  const css = `
  .hd { display:flex; justify-content:space-between; align-items:center; }
  .hd .n { font-size:14pt; font-weight:bold; font-family:${FONTS.robotoCond}; }
  .hd .t { font-size:12pt; font-weight:bold; text-align:right; }
  table.g { width:100%; margin-top:8px; table-layout:fixed; }
  .wrap { width:9.9in; }
  table.g th { font-size:7.4pt; border:1px solid #222; background:#eee; padding:3px 2px; }
  table.g td { border:1px solid #444; height:30px; padding:1px 4px; font-size:9pt; }
  td.c { text-align:center; }
  .ft { display:flex; justify-content:space-between; align-items:flex-end; margin-top:12px; font-size:8.5pt; }
  .leg { font-size:7.4pt; color:#333; margin-top:6px; }`;
  const body = `<div class="wrap">
  <div class="hd"><div><div class="n">${esc(f.clinic)}</div><div style="font-size:8.5pt">Employee Health Services · ${esc(f.addr)}</div></div>
    <div class="t">PPD / TST CLINIC ROSTER<div style="font-size:8.5pt;font-weight:normal">Week of ${H(f.week)} &nbsp; Sheet ${H(String(f.sheet))} of ${H(String(f.sheet))}</div></div></div>
  <table class="g"><tr><th style="width:3%">#</th><th style="width:19%">Name (Last, First)</th><th style="width:9%">Dept</th><th style="width:9%">Date placed</th><th style="width:4%">L/R</th><th style="width:8%">Lot</th><th style="width:5%">Placed by</th><th style="width:9%">Date read</th><th style="width:5%">mm</th><th style="width:5%">Neg</th><th style="width:5%">Pos</th><th style="width:5%">Read by</th></tr>${rows}${blanks}</table>
  <div class="leg">Read 48–72 h after placement. Induration ≥ 10 mm = positive for health-care workers; refer positives to Employee Health for CXR. Initials: ${esc(f.initials)}.</div>
  <div class="ft"><div>Reviewed by: ${f.reviewerSigned ? sig(f.reviewer, { font: f.sigFont, ink: f.ink, size: '1.8em' }) : '<span style="display:inline-block;width:2in;border-bottom:1px solid #222">&nbsp;</span>'}
    &nbsp; ${stamp([f.reviewer + ', RN', 'Employee Health Nurse', f.clinic], { color: '#1d3f8f', rot: -3 })}</div>
    <div>Form EHS-114 · rev. 03/2026</div></div></div>`;
  return page({
    title: 'TST roster',
    size: 'letter landscape',
    margin: '0.4in',
    body,
    css,
    font: FONTS.roboto,
  });
}

export function cases(k) {
  const { rng } = k;
  const nurses = [
    ['Odessa Brandvold', 'OB'],
    ['Kieran Lutz', 'KL'],
    ['Philippa Armenta', 'PA'],
  ];
  const depts = ['4 West', 'ED', 'Dietary', 'EVS', 'Pharmacy', 'ICU', 'Rehab', 'L&D', 'Radiology'];
  const row = (person, week, o = {}) => {
    const placedIso = addDays(week, o.dayOffset ?? rng.int(0, 2));
    const readIso = o.unread ? null : addDays(placedIso, o.after ?? rng.pick([2, 2, 3]));
    const pl = rng.pick(nurses);
    const rd = rng.pick(nurses);
    const mm = o.unread ? null : (o.mm ?? rng.pick([0, 0, 0, 0, 4]));
    return {
      name: nameAs(person, o.nameStyle || 'last_first'),
      dept: rng.pick(depts),
      placed: fmt(placedIso, 'us_short'),
      arm: rng.pick(['L', 'R']),
      lot: `${rng.letters(1)}${rng.digits(4)}`,
      pi: pl[1],
      read: readIso ? fmt(readIso, 'us_short') : '',
      mm,
      res: o.unread ? null : mm >= 10 ? 'pos' : 'neg',
      ri: o.unread ? '' : rd[1],
      placedIso,
      readIso,
    };
  };
  const make = (p, o = {}) => {
    const week = o.week || addDays('2026-08-31', 7 * rng.int(0, 10));
    const n = rng.int(6, 8);
    const at = o.at ?? rng.int(2, n - 1);
    const rows = [];
    for (let i = 0; i < n; i++) {
      if (i === at) rows.push(row(p, week, o.holder || {}));
      else {
        const q = k.person();
        rows.push(
          row(q, week, { unread: rng.chance(0.15), nameStyle: rng.pick(['last_first', 'LAST_FIRST']) }),
        );
      }
    }
    const rv = rng.pick(nurses);
    return {
      clinic: rng.pick([
        'Saint Aldhelm Regional Medical Center',
        'Brightwater Valley Hospital',
        'Lowell Creek Health System',
      ]),
      addr: rng.pick(['Dayton, OH', 'Lansing, MI', 'Worcester, MA']),
      week: fmt(week, 'us_short'),
      sheet: 1,
      rows,
      blankRows: Math.max(0, 10 - n),
      initials: nurses.map((x) => `${x[1]} = ${x[0]}`).join('; '),
      reviewer: rv[0],
      reviewerSigned: o.reviewerSigned ?? true,
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      h: rows[at],
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p);
  out.push({
    key: 'holder-mid-roster-negative',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'negative',
      'tests.0.exam_date': f.h.placedIso,
      'tests.0.report_date': f.h.readIso,
      'tests.0.induration_mm': f.h.mm,
      ...personData('match', null),
    },
    note: "only the requested person's row counts; the other rows are other employees",
  });

  p = k.person();
  f = make(p, { reviewerSigned: false, holder: { mm: 0, nameStyle: 'LAST_FIRST' } });
  out.push({
    key: 'stamp-without-review-signature',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['missing administrator'],
    data: {
      'tests.0.result': 'negative',
      'tests.0.exam_date': f.h.placedIso,
      'tests.0.report_date': f.h.readIso,
      ...personData('match', null),
    },
    note: "the reviewer's signature line is empty, but the nurse's name stamp, the clinic and the placer/reader initials (decoded in the legend) identify the administrator",
  });

  p = k.person();
  f = make(p, { at: rng.int(4, 5) });
  out.push({
    key: 'holder-near-bottom-negative',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { 'tests.0.result': 'negative', 'tests.0.report_date': f.h.readIso, ...personData('match', null) },
  });

  p = k.person();
  f = make(p, { holder: { mm: rng.pick([11, 14, 16]) } });
  out.push({
    key: 'holder-row-positive',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['positive test result'],
    data: { 'tests.0.result': 'positive', 'tests.0.induration_mm': f.h.mm },
    note: 'the tick is in the Pos column of the holder row (≥ 10 mm); other rows are negative',
  });

  p = k.person();
  f = make(p, { holder: { unread: true } });
  out.push({
    key: 'holder-never-read',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing test result'],
    data: { 'tests.0.exam_date': f.h.placedIso },
    note: 'the holder row has a placement but Date read, mm, Neg/Pos and Read by are empty (missing test dates may also be reported)',
  });

  p = k.person();
  f = make(p, { holder: { after: 5 } });
  out.push({
    key: 'holder-read-after-five-days',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['invalid waiting period'],
    data: { 'tests.0.exam_date': f.h.placedIso, 'tests.0.report_date': f.h.readIso },
  });
  return out;
}
