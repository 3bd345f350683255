// An occupational-medicine clinic faxes a QuantiFERON result to a staffing office: page 1 is a fax cover sheet
// (to/from grid, handwritten "Re:" note naming the patient, confidentiality notice), page 2 the reference lab's
// result page as received through the fax (fax header line on top of each page, dense lab layout, Nil / TB1 / TB2 /
// Mitogen values, collected / received / reported with times). The deciding record is only on page 2.
import { addDays, fmt, nameAs, personData, phone, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r6_fax_cover_qft_page2',
  split: 'blind',
  multipage: true,
  description:
    'Fax cover sheet from an occupational-medicine clinic (handwritten Re: note) with the reference-lab QuantiFERON-TB Gold Plus result on page 2; fax header line on each page, M/D/YY dates with times',
};

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.3em', ...o });
  const faxLine = (n) =>
    `<div class="fx">${esc(f.faxStamp)}&nbsp;&nbsp;&nbsp;${esc(f.clinicFax)}&nbsp;&nbsp;&nbsp;${esc(f.clinic.toUpperCase())}&nbsp;&nbsp;&nbsp;PAGE ${n}/2</div>`;
  const css = `
  .fx { font-family:${FONTS.mono}; font-size:8pt; border-bottom:1px solid #000; padding-bottom:2px; margin-bottom:14px; }
  .big { font-family:${FONTS.serif}; font-size:40pt; font-weight:bold; letter-spacing:8px; margin:8px 0 2px; }
  .grid td { border:1px solid #000; padding:6px 8px; font-size:10.5pt; vertical-align:top; }
  .grid td.l { width:16%; font-weight:bold; background:#eee; }
  .conf { font-size:8pt; border:1px solid #000; padding:6px; margin-top:22px; }
  .lab h1 { font-size:14pt; margin:0; }
  .lab .row { display:flex; justify-content:space-between; font-size:9pt; }
  .lab table.r { width:100%; margin-top:8px; font-size:9.5pt; }
  .lab table.r th { border-bottom:1.5px solid #000; text-align:left; padding:3px; }
  .lab table.r td { padding:3px; border-bottom:1px dotted #666; }
  .pbox td { border:1px solid #000; padding:3px 6px; font-size:9pt; }
  .flag { font-weight:bold; }`;
  const p1 = `${faxLine(1)}
  <div style="display:flex;justify-content:space-between;align-items:flex-end">
    <div><div style="font-size:15pt;font-weight:bold">${esc(f.clinic)}</div><div style="font-size:9pt">${esc(f.clinicAddr)}<br>Phone ${esc(f.clinicPhone)} · Fax ${esc(f.clinicFax)}</div></div>
    <div class="big">FAX</div></div>
  <table class="grid" style="width:100%;margin-top:14px">
    <tr><td class="l">To:</td><td>${H(f.toName)}</td><td class="l">From:</td><td>${H(f.fromName)}</td></tr>
    <tr><td class="l">Company:</td><td>${H(f.agency)}</td><td class="l">Date:</td><td>${H(f.faxDate)}</td></tr>
    <tr><td class="l">Fax:</td><td>${H(f.agencyFax)}</td><td class="l">Pages:</td><td>${H('2 (incl. cover)')}</td></tr>
    <tr><td class="l">Re:</td><td colspan="3">${H(f.re)}</td></tr>
  </table>
  <div style="margin-top:12px;font-size:10pt">☐ Urgent &nbsp; ☐ For review &nbsp; <b>☒ As requested</b> &nbsp; ☐ Please reply</div>
  <div style="margin-top:14px;font-weight:bold">Comments:</div>
  <div style="min-height:120px;border-bottom:1px solid #000;padding:6px">${H(f.comment, { size: '1.25em' })}<br><br>${sig(f.fromName, { font: f.sigFont, ink: f.ink, size: '1.8em' })}</div>
  <div class="conf"><b>CONFIDENTIALITY NOTICE:</b> This facsimile contains protected health information that is privileged and confidential.
  It is intended only for the use of the recipient named above. If you have received this in error, notify the sender
  immediately at the number above and destroy all copies. Re-disclosure without the patient's authorization is prohibited.</div>`;
  const p2 = `${faxLine(2)}
  <div class="lab">
  <div style="display:flex;justify-content:space-between;border-bottom:2px solid #000;padding-bottom:4px">
    <div><h1>${esc(f.lab)}</h1><div style="font-size:8.5pt">${esc(f.labAddr)} · CLIA ${esc(f.clia)} · Lab Director: ${esc(f.director)}</div></div>
    <div style="text-align:right;font-size:9pt">FINAL REPORT<br>Accession ${esc(f.acc)}</div></div>
  <table class="pbox" style="width:100%;margin-top:6px">
    <tr><td><b>PATIENT</b><br>${esc(f.name)}</td><td><b>DOB</b><br>${esc(f.dob)}</td><td><b>SEX</b><br>${esc(f.sex)}</td><td><b>PATIENT ID</b><br>${esc(f.pid)}</td></tr>
    <tr><td colspan="2"><b>ORDERING CLIENT</b><br>${esc(f.clinic)} — ${esc(f.orderer)}</td><td><b>COLLECTED</b><br>${esc(f.collected)}</td><td><b>RECEIVED</b><br>${esc(f.received)}</td></tr>
    <tr><td colspan="2"><b>REASON</b><br>Pre-employment screening</td><td colspan="2"><b>REPORTED</b><br>${esc(f.reported)}</td></tr>
  </table>
  <table class="r"><tr><th>TEST</th><th>RESULT</th><th>FLAG</th><th>UNITS</th><th>REFERENCE</th></tr>
    <tr><td colspan="5"><b>QUANTIFERON-TB GOLD PLUS (QFT-PLUS), 4 TUBE</b></td></tr>
    <tr><td>&nbsp;&nbsp;Nil</td><td>${esc(f.nil)}</td><td></td><td>IU/mL</td><td></td></tr>
    <tr><td>&nbsp;&nbsp;TB1 Antigen minus Nil</td><td>${esc(f.tb1)}</td><td class="flag">${f.tb1Flag}</td><td>IU/mL</td><td>&lt;0.35</td></tr>
    <tr><td>&nbsp;&nbsp;TB2 Antigen minus Nil</td><td>${esc(f.tb2)}</td><td class="flag">${f.tb2Flag}</td><td>IU/mL</td><td>&lt;0.35</td></tr>
    <tr><td>&nbsp;&nbsp;Mitogen minus Nil</td><td>${esc(f.mit)}</td><td class="flag">${f.mitFlag}</td><td>IU/mL</td><td>&gt;0.50</td></tr>
    <tr><td><b>&nbsp;&nbsp;QFT-Plus Interpretation</b></td><td colspan="2"><b>${esc(f.result)}</b></td><td></td><td>Negative</td></tr>
  </table>
  <div style="font-size:8.5pt;margin-top:10px;line-height:1.35">${esc(f.comment2)}</div>
  <div style="font-size:8pt;margin-top:12px;line-height:1.3">Interpretation criteria: Positive if TB1 or TB2 minus Nil ≥ 0.35 IU/mL and ≥ 25% of Nil.
  Indeterminate if Nil &gt; 8.0 IU/mL, or Mitogen minus Nil &lt; 0.50 IU/mL with negative TB antigen responses. A negative result does not exclude
  M. tuberculosis infection. Performed at ${esc(f.lab)}, ${esc(f.labAddr)}.</div>
  <div style="margin-top:16px;font-size:8pt;border-top:1px solid #000;padding-top:3px">Page 1 of 1 · Printed ${esc(f.reported)} · ${esc(f.name)} · ${esc(f.acc)}</div>
  </div>`;
  return page({
    title: 'Fax',
    body: `<div class="pb">${p1}</div><div>${p2}</div>`,
    css,
    font: FONTS.sans,
    margin: '0.45in',
  });
}

export function cases(k) {
  const { rng } = k;
  const dt = (isoDate, h) => `${fmt(isoDate, 'us_short')} ${h}`;
  const make = (p, o = {}) => {
    const col = o.collected || addDays('2026-08-20', rng.int(0, 75));
    const rep = addDays(col, rng.int(1, 3));
    const faxIso = o.fax || addDays(rep, rng.int(0, 2));
    const kind = o.kind || 'neg';
    const nil = kind === 'indet' ? '0.04' : (rng.int(2, 12) / 100).toFixed(2);
    const vals = {
      neg: [(rng.int(0, 9) / 100).toFixed(2), (rng.int(0, 12) / 100).toFixed(2), '>10.00', 'NEGATIVE'],
      pos: [(rng.int(120, 480) / 100).toFixed(2), (rng.int(90, 400) / 100).toFixed(2), '>10.00', 'POSITIVE'],
      indet: ['0.01', '0.02', '0.21', 'INDETERMINATE'],
    }[kind];
    return {
      clinic: rng.pick([
        'Lakemont Occupational Medicine',
        'Greyridge WorkCare Clinic',
        'Ironwood Employee Health Partners',
      ]),
      clinicAddr: `${rng.int(100, 9800)} ${rng.pick(['Harmon Blvd', 'Tamarack Dr', 'Pioneer Way'])}, Tulsa, OK 74103`,
      clinicPhone: phone(rng, 918),
      clinicFax: phone(rng, 918).replace(/[()]/g, '').replace(' ', '-'),
      toName: rng.pick(['Credentialing', 'Onboarding team', 'Compliance Dept.']),
      agency: rng.pick(['Pinnacle Shift Staffing', 'Northfield Nurse Partners', 'CareBridge Staffing']),
      agencyFax: phone(rng, 918),
      fromName: rng.pick(['Tammy R.', 'Lorena Vickers', 'J. Okamura']),
      faxDate: fmt(faxIso, 'us_nz'),
      faxStamp: `${fmt(faxIso, 'us')} ${rng.int(8, 16)}:${String(rng.int(10, 59))}`,
      re: `TB results — ${nameAs(o.shown || p, rng.pick(['first_last', 'last_first']))}`,
      comment: rng.pick([
        'QFT results attached as requested. Call with questions.',
        'Please see lab result attached for your candidate.',
      ]),
      lab: rng.pick([
        'Tri-County Reference Laboratories',
        'Meridian Diagnostic Labs',
        'Cascade Clinical Laboratory',
      ]),
      labAddr: `${rng.int(10, 990)} ${rng.pick(['Commerce Pkwy', 'Lab Center Dr'])}, Oklahoma City, OK 73108`,
      clia: `${rng.digits(2)}D${rng.digits(7)}`,
      director: rng.pick(['Harold Pemberton, MD', 'Anita Roshan, MD, PhD']),
      acc: `${rng.letters(2)}${rng.digits(8)}`,
      name: nameAs(o.shown || p, o.nameStyle || 'LAST_FIRST_MI'),
      dob: fmt(p.dob, 'us'),
      sex: rng.pick(['F', 'M']),
      pid: rng.digits(9),
      orderer: rng.pick(['Dr. Kessler, DO', 'N. Abernethy, PA-C']),
      collected: dt(col, '08:' + rng.int(10, 59)),
      received: dt(addDays(col, 1), '06:' + rng.int(10, 59)),
      reported: dt(rep, '14:' + rng.int(10, 59)),
      nil,
      tb1: vals[0],
      tb2: vals[1],
      mit: vals[2],
      tb1Flag: kind === 'pos' ? 'H' : '',
      tb2Flag: kind === 'pos' ? 'H' : '',
      mitFlag: kind === 'indet' ? 'L' : '',
      result: vals[3],
      comment2:
        kind === 'indet'
          ? 'Low mitogen response. Result is INDETERMINATE; recommend repeat testing with a new specimen.'
          : kind === 'pos'
            ? 'Result consistent with M. tuberculosis infection. Clinical evaluation and chest radiograph recommended.'
            : 'No interferon-gamma response to TB antigens detected.',
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      col,
      rep,
    };
  };
  const out = [];
  const d0 = (f) => ({
    'tests.0.type': 'blood',
    'tests.0.exam_date': f.col,
    'tests.0.report_date': f.rep,
  });

  let p = k.person();
  let f = make(p);
  out.push({
    key: 'negative-on-page-2',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { ...d0(f), 'tests.0.result': 'negative', ...personData() },
    note: 'the lab result is on page 2 behind a fax cover sheet; the performing lab is the administrator',
  });

  p = k.person();
  f = make(p, { nameStyle: 'first_mi_last' });
  out.push({
    key: 'negative-first-mi-last',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['missing administrator'],
    data: { ...d0(f), 'tests.0.result': 'negative', ...personData() },
  });

  p = k.person();
  f = make(p, { kind: 'pos' });
  out.push({
    key: 'positive-no-xray',
    person: requestPerson(p),
    html: render(f),
    issues: ['positive test result'],
    data: { ...d0(f), 'tests.0.result': 'positive' },
    note: 'TB1/TB2 minus Nil well above 0.35 IU/mL, interpretation POSITIVE; no chest x-ray in the fax',
  });

  p = k.person();
  f = make(p, { kind: 'indet' });
  out.push({
    key: 'indeterminate-low-mitogen',
    person: requestPerson(p),
    html: render(f),
    issues: ['indeterminate test result'],
    data: { ...d0(f), 'tests.0.result': 'indeterminate' },
  });

  p = k.person();
  f = make(p, { collected: addDays('2025-06-02', rng.int(0, 90)), fax: '2026-11-12' });
  out.push({
    key: 'collected-last-year',
    person: requestPerson(p),
    html: render(f),
    issues: ['test too old'],
    data: { ...d0(f), 'tests.0.result': 'negative' },
    note: 'negative QFT collected more than 365 days before valid_on (fax sent recently, but the test is old)',
  });
  return out;
}
