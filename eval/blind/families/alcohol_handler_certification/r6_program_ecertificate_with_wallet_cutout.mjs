// A national alcohol-server program's printable eCertificate page: congratulation header, a certificate panel with
// the holder's name, program and course version (On-Premise / Off-Premise), certification number, certification
// date and "Certification valid through", and a dashed cut-out wallet card at the foot repeating the details in
// small type. Programs: TIPS and ServSafe Alcohol (the real program names, fictional course sponsors).
import { addDays, addYears, fmt, nameAs, otherPerson, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, qr } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'r6_program_ecertificate_with_wallet_cutout',
  split: 'blind',
  description:
    'Printable TIPS / ServSafe Alcohol eCertificate page: congratulation header, certificate panel (name, program version, cert. no., certification date, valid through), dashed cut-out wallet card at the foot; one variant with no printed end, one with no certification date',
};

const PROG = {
  tips: {
    name: 'TIPS',
    long: 'TIPS® On-Premise — Training for Intervention ProcedureS',
    color: '#00507a',
    issuer: 'Health Communications, Inc. (TIPS)',
  },
  ssa: {
    name: 'ServSafe Alcohol',
    long: 'ServSafe Alcohol® Primary Responsible Alcohol Service',
    color: '#a3171e',
    issuer: 'National Restaurant Association (ServSafe)',
  },
};

function render(f, rng) {
  const P = PROG[f.prog];
  const css = `
  .hd { background:${P.color}; color:#fff; padding:12px 16px; }
  .hd .a { font-size:17pt; font-weight:bold; }
  .panel { border:2px solid ${P.color}; margin-top:16px; padding:16px 20px; display:flex; gap:20px; }
  .panel table td { padding:4px 8px; font-size:10.5pt; }
  .panel table td.l { color:#555; font-size:9pt; }
  .cut { margin-top:36px; border:2px dashed #666; width:3.5in; height:2.1in; padding:8px; font-size:7.5pt; position:relative; }
  .cut .b { background:${P.color}; color:#fff; padding:3px 6px; font-weight:bold; font-size:9pt; margin:-8px -8px 6px; }`;
  const rows = [
    ['Name', f.name],
    ['Program', P.long],
    ['Certification number', f.certNo],
    ['Certification date', f.certDate],
    ['Certification valid through', f.validThru],
    ['Course sponsor', f.sponsor],
  ]
    .filter((r) => r[1] !== null)
    .map((r) => `<tr><td class="l">${esc(r[0])}</td><td><b>${esc(r[1])}</b></td></tr>`)
    .join('');
  const body = `
  <div class="hd"><div class="a">Congratulations, ${esc(f.first)}!</div><div style="font-size:10pt">You passed the ${esc(P.name)} exam with a score of ${f.score}%. Print this page and keep your wallet card with you at work.</div></div>
  <div class="panel"><div style="flex:1"><div style="font-size:15pt;font-weight:bold;color:${P.color};margin-bottom:6px">CERTIFICATE OF COMPLETION</div><table>${rows}</table></div>
  <div style="text-align:center">${qr(rng, { size: 100 })}<div style="font-size:7.5pt">Scan to verify</div></div></div>
  <div style="font-size:8.5pt;margin-top:10px;color:#333">Issued by ${esc(P.issuer)}. State and local laws determine whether this certification meets server-training requirements where you work (${esc(f.state)}).</div>
  <div style="font-size:8pt;margin-top:26px">✂ ─ ─ ─ cut along the dashed line ─ ─ ─</div>
  <div class="cut"><div class="b">${esc(P.name)} CERTIFIED</div>
    <div style="font-size:10pt;font-weight:bold">${esc(f.name)}</div>
    <div>Cert. # ${esc(f.certNo)}</div>
    ${f.certDate ? `<div>Certified ${esc(f.certDate)}</div>` : ''}
    ${f.validThru ? `<div>Valid through ${esc(f.validThru)}</div>` : ''}
    <div style="position:absolute;bottom:6px;left:8px;right:8px;font-size:6pt;color:#444">Carry this card while serving alcohol. Lost cards can be reprinted from your learner account.</div></div>`;
  return page({ title: 'eCertificate', body, css, font: FONTS.open, margin: '0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const prog = o.prog || 'tips';
    const iss = o.issued || addDays('2024-06-01', rng.int(0, 800));
    const end = o.noEnd ? null : addYears(iss, 3);
    const style = rng.pick(['long', 'us', 'mon']);
    return {
      prog,
      first: (o.shown || p).first,
      name: nameAs(o.shown || p, rng.pick(['first_last', 'full', 'first_mi_last'])),
      certNo: prog === 'tips' ? rng.digits(7) : `SSA${rng.digits(8)}`,
      certDate: o.noIssue ? null : fmt(iss, style),
      validThru: end ? fmt(end, style) : null,
      sponsor: rng.pick([
        'Bluewater Hospitality Training LLC',
        'Sandhill Server Academy',
        'Copper Kettle Restaurant Group',
      ]),
      state: rng.pick(['Florida', 'Georgia', 'Colorado', 'Ohio']),
      score: rng.int(78, 98),
      iss,
      end,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'tips-current',
    person: requestPerson(p, { withDob: false }),
    html: render(f, rng),
    issues: [],
    data: {
      'certificate.id': f.certNo,
      'certificate.issue_date': f.iss,
      'certificate.expiration_date': f.end,
      'certificate.kind': 'handler',
      'person.name.status': 'match',
    },
  });

  p = k.person();
  f = make(p, { prog: 'ssa', noEnd: true, issued: addDays('2025-01-10', rng.int(0, 500)) });
  out.push({
    key: 'servsafe-alcohol-no-printed-end',
    person: requestPerson(p, { withDob: false }),
    html: render(f, rng),
    issues: [],
    data: {
      'certificate.issue_date': f.iss,
      'certificate.expiration_date': addYears(f.iss, 3),
      'person.name.status': 'match',
    },
    note: 'no "valid through" printed: issue date + 3 years',
  });

  p = k.person();
  f = make(p, { issued: addDays('2022-09-01', rng.int(0, 400)) });
  out.push({
    key: 'tips-lapsed',
    person: requestPerson(p, { withDob: false }),
    html: render(f, rng),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': f.end },
  });

  p = k.person();
  f = make(p, { noIssue: true, issued: addDays('2025-03-01', rng.int(0, 300)) });
  out.push({
    key: 'no-certification-date',
    person: requestPerson(p, { withDob: false }),
    html: render(f, rng),
    issues: ['missing issue date'],
    forbidden: ['document expired'],
    data: { 'certificate.expiration_date': f.end, 'certificate.issue_date': null },
    note: 'the page prints "valid through" but no certification date (row omitted in this reprint)',
  });

  p = k.person();
  const q = otherPerson(k.person, p);
  f = make(p, { shown: q, prog: 'ssa' });
  out.push({
    key: 'someone-elses-ecertificate',
    person: requestPerson(p, { withDob: false }),
    html: render(f, rng),
    issues: ['name mismatch'],
    data: { 'person.name.status': 'mismatch' },
  });
  return out;
}
