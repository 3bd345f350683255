// A Commonwealth-style pathology report for an interferon-gamma release assay, as received from nurses recruited
// abroad: "Surname" / "Given names" / "D.O.B." boxes, the footer says dates are day/month/year (DD/MM/YYYY, so
// 04/09/2026 is 4 September), "Collected" and "Reported" with 24-hour times, a QuantiFERON-TB Gold Plus table
// (Nil, TB1-Nil, TB2-Nil, Mitogen-Nil in IU/mL), a boxed overall result and the authorising pathologist's name.
import { addDays, otherDob, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r5_pathology_igra_day_first',
  split: 'tuning',
  description:
    'Commonwealth-style pathology IGRA report: Surname / Given names / D.O.B. boxes, DD/MM/YYYY dates (stated in the footer), Collected/Reported with 24 h times, QFT-Plus IU/mL table, boxed result',
};

const dmy = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};

function render(f) {
  const css = `
  .hd { display:flex; justify-content:space-between; border-bottom:3px solid #0d5c63; padding-bottom:6px; }
  .hd .n { font-size:17pt; font-weight:bold; color:#0d5c63; font-family:${FONTS.open}; }
  .hd .s { font-size:8pt; color:#333; }
  table.d { width:100%; margin-top:8px; border:1px solid #0d5c63; }
  table.d td { padding:3px 6px; font-size:9pt; border:1px solid #c5d9db; }
  table.d td.l { background:#eaf3f4; font-size:7.5pt; color:#244; width:14%; text-transform:uppercase; }
  h2 { font-size:11pt; margin:14px 0 4px; color:#0d5c63; }
  table.r { width:100%; } table.r th { background:#0d5c63; color:#fff; font-size:8.5pt; padding:4px; text-align:left; }
  table.r td { font-size:9.5pt; padding:4px; border-bottom:1px solid #ddd; }
  .res { margin-top:10px; border:2px solid #111; padding:8px 12px; font-size:12pt; display:flex; justify-content:space-between; }
  .cm { font-size:8.5pt; margin-top:8px; line-height:1.4; }
  .ft { margin-top:16px; font-size:7.5pt; color:#444; border-top:1px solid #999; padding-top:4px; }`;
  const rows = f.values
    .map((v) => `<tr><td>${esc(v[0])}</td><td>${esc(v[1])}</td><td>IU/mL</td><td>${esc(v[2])}</td></tr>`)
    .join('');
  const body = `
  <div class="hd"><div><div class="n">${esc(f.lab)}</div><div class="s">${esc(f.addr)} · Ph ${esc(f.phone)} · Accredited medical laboratory no. ${esc(f.accr)}</div></div>
    <div class="s" style="text-align:right">Lab no. <b>${esc(f.labNo)}</b><br>Page 1 of 1</div></div>
  <table class="d">
    <tr><td class="l">Surname</td><td><b>${esc(f.surname)}</b></td><td class="l">Given names</td><td><b>${esc(f.given)}</b></td></tr>
    <tr><td class="l">D.O.B.</td><td>${esc(f.dob)}</td><td class="l">Sex</td><td>${esc(f.sex)}</td></tr>
    <tr><td class="l">Requested by</td><td>${esc(f.requester)}</td><td class="l">Copy to</td><td>Occupational Health</td></tr>
    <tr><td class="l">Collected</td><td>${esc(f.collected)}</td><td class="l">Reported</td><td>${esc(f.reported)}</td></tr>
    <tr><td class="l">Specimen</td><td>Whole blood, lithium heparin (4 tubes)</td><td class="l">Clinical notes</td><td>${esc(f.notes)}</td></tr>
  </table>
  <h2>IMMUNOLOGY — Interferon-gamma release assay (QuantiFERON-TB Gold Plus)</h2>
  <table class="r"><tr><th>Tube</th><th>Result</th><th>Units</th><th>Reference</th></tr>${rows}</table>
  <div class="res"><span>M. tuberculosis infection (IGRA)</span><b>${esc(f.result)}</b></div>
  <div class="cm">${esc(f.comment)}</div>
  <div class="cm">Authorised by ${esc(f.pathologist)}, FRCPA — Immunopathologist · Validated ${esc(f.reported.split(' ')[0])}</div>
  <div class="ft">All dates on this report are day/month/year (DD/MM/YYYY); times are 24-hour. Positive: TB1 or TB2 minus Nil ≥ 0.35 IU/mL and ≥ 25 % of Nil.
  Indeterminate: Nil &gt; 8.0 IU/mL, or Mitogen minus Nil &lt; 0.50 IU/mL with negative antigen tubes. This report is confidential.</div>`;
  return page({ title: 'Pathology report', body, css, font: FONTS.open, size: 'A4', margin: '14mm' });
}

export function cases(k) {
  const { rng } = k;
  const values = (kind) => {
    const nil = kind === 'indet' ? '0.09' : rng.pick(['0.04', '0.07', '0.12']);
    const tb = (pos) => (pos ? rng.pick(['1.86', '2.41', '0.97']) : rng.pick(['0.00', '0.02', '0.05']));
    const mit = kind === 'indet' ? '0.21' : rng.pick(['&gt;10.00', '8.73', '9.40']).replace('&gt;', '>');
    return [
      ['Nil', nil, '≤ 8.00'],
      ['TB1 minus Nil', tb(kind === 'pos'), '< 0.35'],
      ['TB2 minus Nil', tb(kind === 'pos'), '< 0.35'],
      ['Mitogen minus Nil', mit, '≥ 0.50'],
    ];
  };
  const COMMENTS = {
    NEGATIVE:
      'Interferon-gamma response to M. tuberculosis antigens not detected. Latent infection unlikely; a negative result does not exclude infection.',
    POSITIVE:
      'Interferon-gamma response to M. tuberculosis antigens detected, consistent with TB infection. Clinical assessment and chest radiograph recommended.',
    INDETERMINATE:
      'Mitogen response below threshold: result cannot be interpreted. Suggest repeat collection.',
  };
  const make = (p, o = {}) => {
    const collectedIso = o.collected || addDays('2026-07-13', rng.int(0, 100));
    const reportedIso = addDays(collectedIso, rng.int(1, 3));
    const result = o.result || 'NEGATIVE';
    return {
      lab: rng.pick([
        'Eastbrook Clinical Pathology',
        'Harbourline Diagnostic Laboratories',
        'Wattle Grove Pathology',
      ]),
      addr: rng.pick(['Level 2, 41 Kingsway Arcade', 'Unit 7, 118 Ferncourt Road', '3 Merrion Lane']),
      phone: `+${rng.pick(['61 3', '64 9', '44 161'])} ${rng.digits(4)} ${rng.digits(4)}`,
      accr: rng.digits(5),
      labNo: `${rng.digits(2)}-${rng.digits(7)}`,
      surname: (o.shownLast || p.last).toUpperCase(),
      given: o.given || [p.first, p.middle].filter(Boolean).join(' '),
      dob: dmy(o.dob || p.dob),
      sex: rng.pick(['F', 'M', 'U']),
      requester: rng.pick(['Dr A. Pemberton (GP)', 'Dr K. Ranasinghe', 'Staff Health Nurse']),
      notes: rng.pick([
        'Pre-employment screening',
        'Overseas health-care worker – registration',
        'HCW baseline',
      ]),
      collected: `${dmy(collectedIso)} ${rng.int(8, 11)}:${rng.pick(['05', '20', '42'])}`,
      reported: `${dmy(reportedIso)} ${rng.int(13, 17)}:${rng.pick(['10', '31', '55'])}`,
      values: values(result === 'POSITIVE' ? 'pos' : result === 'INDETERMINATE' ? 'indet' : 'neg'),
      result,
      comment: COMMENTS[result],
      pathologist: rng.pick(['Dr Imelda Coutts', 'Dr Rohan Wickramasinghe', 'Dr Felicity Ngata']),
      collectedIso,
      reportedIso,
    };
  };
  const out = [];
  // day of month 13–28 or 1–12: the latter cannot be told apart from M/D without the footer
  const onDay = (month, lo, hi) => `2026-${month}-${String(rng.int(lo, hi)).padStart(2, '0')}`;

  let p = k.person();
  let f = make(p, { collected: onDay(rng.pick(['08', '09', '10']), 14, 27) });
  out.push({
    key: 'negative-day-after-twelve',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'tests.0.type': 'blood',
      'tests.0.result': 'negative',
      'tests.0.exam_date': f.collectedIso,
      'tests.0.report_date': f.reportedIso,
      ...personData(),
    },
    note: 'the performing laboratory is the administrator; dates are day-first as the footer says',
  });

  p = k.person();
  f = make(p, { collected: `2026-${rng.pick(['10', '11'])}-0${rng.int(2, 7)}` });
  out.push({
    key: 'negative-ambiguous-day-first',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['test too old', 'invalid test dates'],
    data: {
      'tests.0.result': 'negative',
      'tests.0.exam_date': f.collectedIso,
      'tests.0.report_date': f.reportedIso,
      ...personData(),
    },
    note: 'collected e.g. 05/10/2026 = 5 October 2026 (the footer states DD/MM/YYYY); read month-first it would be a different date',
  });

  p = k.person();
  f = make(p, { result: 'POSITIVE' });
  out.push({
    key: 'positive-no-xray',
    person: requestPerson(p),
    html: render(f),
    issues: ['positive test result'],
    data: { 'tests.0.type': 'blood', 'tests.0.result': 'positive' },
  });

  p = k.person();
  f = make(p, { result: 'INDETERMINATE' });
  out.push({
    key: 'indeterminate-low-mitogen',
    person: requestPerson(p),
    html: render(f),
    issues: ['indeterminate test result'],
    data: { 'tests.0.result': 'indeterminate' },
  });

  p = k.person();
  f = make(p, { collected: onDay(rng.pick(['03', '05', '06']), 14, 27).replace('2026', '2025') });
  out.push({
    key: 'collected-last-year',
    person: requestPerson(p),
    html: render(f),
    issues: ['test too old'],
    data: { 'tests.0.result': 'negative', 'tests.0.exam_date': f.collectedIso },
    note: 'negative but collected more than 365 days before valid_on',
  });

  p = k.person();
  f = make(p, { dob: otherDob(rng, p) });
  out.push({
    key: 'dob-differs',
    person: requestPerson(p),
    html: render(f),
    issues: ['dob mismatch'],
    data: { 'person.name.status': 'match', 'person.dob.status': 'mismatch' },
    note: 'same name, a different D.O.B. on the report',
  });
  return out;
}
