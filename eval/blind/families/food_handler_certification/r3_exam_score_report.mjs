// A proctored testing-centre candidate score report: candidate block (name, candidate ID, DOB), exam and test-site
// details, content-area score bars, a PASS banner, and a "certificate information" panel with the certificate
// number and a validity period written day-first with full month names ("3 March 2029").
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, barcode } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'r3_exam_score_report',
  split: 'blind',
  description:
    'Proctored testing-centre candidate score report: candidate block with DOB, content-area score bars, PASS banner, certificate panel with number and D Month YYYY validity',
};

function render(f) {
  const css = `
  .top { display:flex; justify-content:space-between; border-bottom:4px solid ${f.color}; padding-bottom:6px; }
  .top .brand { font-size:17pt; font-weight:bold; color:${f.color}; }
  .top .sub { font-size:8.5pt; color:#444; }
  .title { font-size:13pt; margin:10px 0 6px; font-weight:bold; }
  .two { display:flex; gap:14px; }
  .box { flex:1; border:1px solid #c9c9c9; padding:6px 10px; }
  .box h4 { margin:0 0 4px; font-size:8.5pt; text-transform:uppercase; color:${f.color}; letter-spacing:0.5px; }
  .kv { font-size:9.5pt; line-height:1.55; } .kv span { display:inline-block; width:118px; color:#555; }
  .bar { height:10px; background:#e6e6e6; width:220px; display:inline-block; vertical-align:middle; }
  .bar i { display:block; height:10px; background:${f.color}; }
  table.sc td { font-size:9pt; padding:3px 8px 3px 0; }
  .pass { margin:12px 0; padding:8px 12px; font-size:14pt; font-weight:bold; color:#fff; background:${f.color}; display:flex; justify-content:space-between; }
  .cert { border:2px solid ${f.color}; padding:8px 12px; }
  .fine { font-size:7.5pt; color:#555; margin-top:10px; line-height:1.4; }`;
  const bars = f.areas
    .map(
      ([a, v]) =>
        `<tr><td>${esc(a)}</td><td><span class="bar"><i style="width:${v}%"></i></span></td><td>${v}%</td></tr>`,
    )
    .join('');
  const body = `
  <div class="top"><div><div class="brand">${esc(f.program)}</div><div class="sub">${esc(f.issuerLine)}</div></div>
    <div style="text-align:right;font-size:8.5pt">Report ID ${esc(f.reportId)}<br>${barcode(f.rng, { width: 150, height: 26 })}</div></div>
  <div class="title">Candidate Score Report — ${esc(f.examName)}</div>
  <div class="two">
    <div class="box"><h4>Candidate</h4><div class="kv">
      <div><span>Name</span><b>${esc(f.name)}</b></div>
      <div><span>Candidate ID</span>${esc(f.candId)}</div>
      <div><span>Date of birth</span>${esc(f.dob)}</div>
      <div><span>ID presented</span>${esc(f.idShown)}</div></div></div>
    <div class="box"><h4>Examination</h4><div class="kv">
      <div><span>Exam form</span>${esc(f.form)}</div>
      <div><span>Date tested</span>${esc(f.tested)}</div>
      <div><span>Test site</span>${esc(f.site)}</div>
      <div><span>Proctor</span>${esc(f.proctor)}</div></div></div>
  </div>
  <div class="box" style="margin-top:10px"><h4>Content areas</h4><table class="sc">${bars}</table></div>
  <div class="pass"><span>RESULT: PASS</span><span>Scaled score ${f.score} / 100 (passing ${f.cut})</span></div>
  <div class="cert"><h4 style="margin:0 0 4px;font-size:9pt;color:${f.color}">CERTIFICATE INFORMATION</h4><div class="kv">
    <div><span>Credential</span>${esc(f.credential)}</div>
    <div><span>Certificate no.</span>${f.certNo ? `<b style="font-family:${FONTS.mono}">${esc(f.certNo)}</b>` : '<i>Will be assigned when the certificate is mailed (allow 10 business days)</i>'}</div>
    <div><span>Valid from</span>${esc(f.from)}</div>
    <div><span>Valid until</span>${esc(f.until)}</div>
    <div><span>Recognised in</span>${esc(f.recognised)}</div></div></div>
  <div class="fine">This report is issued by ${esc(f.program)}. Scores are final. The certificate must be kept at the place of
  employment and shown to an inspector on request. Check a certificate at the program's verification page with the certificate number.</div>`;
  return page({ title: 'Score report', body, css, font: FONTS.dejavu, margin: '0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso;
    const manager = o.kind === 'manager';
    const years = manager ? 5 : 3;
    const until = o.untilIso || addYears(iso, years);
    const score = rng.int(76, 97);
    return {
      rng,
      color: manager ? '#5a2d82' : '#00695c',
      program: manager ? 'SafePlate Food Protection Manager Certification' : 'SafePlate Food Handler Program',
      issuerLine: 'SafePlate Testing Services, Inc. · ANSI/ANAB-accredited certificate program',
      reportId: `SR${rng.digits(9)}`,
      examName: manager ? 'Food Protection Manager Examination' : 'Food Handler Knowledge Assessment',
      name: nameAs(p, o.nameStyle || 'first_mi_last'),
      candId: `C-${rng.digits(7)}`,
      dob: fmt(p.dob, 'dmy_long'),
      idShown: rng.pick(['Driver license', 'State ID card', 'Passport']),
      form: `${manager ? 'FPM' : 'FH'}-${rng.pick(['A', 'B', 'C'])}${rng.int(2, 9)}`,
      tested: fmt(iso, 'dmy_long'),
      site: o.site || 'Desert Bloom Testing Center, 80 W Main St, Mesa AZ',
      proctor: rng.pick(['R. Castañeda', 'L. Whitmore', 'S. Begay']),
      areas: [
        ['Personal hygiene', rng.int(70, 100)],
        ['Time and temperature control', rng.int(70, 100)],
        ['Cross-contamination', rng.int(70, 100)],
        ['Cleaning and sanitizing', rng.int(70, 100)],
      ],
      score,
      cut: manager ? 75 : 70,
      credential: manager ? 'Certified Food Protection Manager' : 'Food Handler Certificate',
      certNo: o.noId ? null : `SP${manager ? 'M' : 'H'}-${rng.digits(4)}-${rng.digits(5)}`,
      from: fmt(iso, 'dmy_long'),
      until: fmt(until, 'dmy_long'),
      recognised: o.recognised || 'Arizona — Maricopa County Environmental Services (approved provider)',
      iso,
      untilIso: until,
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p, { iso: addDays('2025-02-03', rng.int(0, 500)) });
  out.push({
    key: 'handler-pass-printed-validity',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.certNo,
      'certificate.issue_date': f.iso,
      'certificate.expiration_date': f.untilIso,
      'certificate.kind': 'handler',
      ...personData(),
    },
  });

  p = k.person();
  f = make(p, { iso: addDays('2023-05-08', rng.int(0, 120)) });
  out.push({
    key: 'validity-ended-2026',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': f.untilIso },
    note: `valid until ${f.untilIso}, before valid_on`,
  });

  p = k.person();
  f = make(p, { iso: addDays('2026-10-01', rng.int(0, 40)), noId: true });
  out.push({
    key: 'number-assigned-later',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing certificate id'],
    data: { 'certificate.issue_date': f.iso },
    note: 'the certificate number is "to be assigned"',
  });

  p = k.person();
  f = make(p, { iso: addDays('2025-06-02', rng.int(0, 300)) });
  out.push({
    key: 'arizona-card-nevada-client',
    person: requestPerson(p),
    rules: { accepted_jurisdictions: ['NV'] },
    html: render(f),
    issues: ['unsupported jurisdiction'],
    data: {},
    note: 'Maricopa County (Arizona) certificate; the client accepts Nevada only',
  });

  p = k.person();
  f = make(p, { iso: addDays('2022-09-12', rng.int(0, 200)), kind: 'manager', nameStyle: 'full' });
  out.push({
    key: 'manager-five-year',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certificate.kind': 'manager',
      'certificate.issue_date': f.iso,
      'certificate.expiration_date': f.untilIso,
      ...personData(),
    },
    note: 'manager certificate tested in 2022, printed 5-year validity still current',
  });
  return out;
}
