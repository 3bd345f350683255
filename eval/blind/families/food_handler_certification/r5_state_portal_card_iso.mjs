// A state food-worker card printed from the state health portal as a credit-card-sized panel on a letter page with a
// cut line: labels in the international style ("Surname", "Given names", "D.O.B."), ISO dates (YYYY-MM-DD), "Card
// no." and "Date of issue"; some cards print "Date of expiry", others only the sentence "Valid 3 years from date of
// issue". A QR code and a short verification URL sit beside it.
import { addDays, addYears, otherDob, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, qr } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'r5_state_portal_card_iso',
  split: 'tuning',
  renderings: { text_pdf: 35, scanned_pdf: 20, photo: 25, scan_image: 12, fax: 8 },
  description:
    'State food-worker card printed from a health portal: card-sized panel with Surname / Given names / D.O.B. labels, ISO dates, Card no., Date of issue, Date of expiry or "Valid 3 years from date of issue", QR',
};

function render(f, rng) {
  const css = `
  .cut { border:1.5px dashed #777; padding:10px; display:inline-block; }
  .card { width:3.6in; border-radius:10px; border:1px solid #2e4a62; overflow:hidden; }
  .top { background:#2e4a62; color:#fff; padding:6px 10px; font-size:8.5pt; font-weight:bold; }
  .top .s { font-weight:normal; font-size:6.5pt; }
  .in { display:flex; gap:8px; padding:8px 10px; }
  table.k td { font-size:7.6pt; padding:1px 4px 1px 0; vertical-align:top; } table.k td.l { color:#555; font-size:6.5pt; text-transform:uppercase; white-space:nowrap; }
  .ins { font-size:9pt; color:#333; margin:10px 0; max-width:6.5in; line-height:1.4; }`;
  const body = `
  <div style="font-size:9pt;color:#555">${esc(f.portal)} — printed ${esc(f.printed)}</div>
  <div class="ins">Your food worker card is below. Cut along the dashed line and carry it at work. An employer can check it at ${esc(f.url)}.</div>
  <div class="cut"><div class="card">
    <div class="top">${esc(f.state)} FOOD WORKER CARD<div class="s">${esc(f.dept)}</div></div>
    <div class="in"><table class="k">
      <tr><td class="l">Surname</td><td><b>${esc(f.surname)}</b></td></tr>
      <tr><td class="l">Given names</td><td><b>${esc(f.given)}</b></td></tr>
      <tr><td class="l">D.O.B.</td><td>${esc(f.dob)}</td></tr>
      <tr><td class="l">Card no.</td><td>${esc(f.id)}</td></tr>
      <tr><td class="l">Date of issue</td><td>${esc(f.issueIso)}</td></tr>
      ${f.printExp ? `<tr><td class="l">Date of expiry</td><td>${esc(f.expIso)}</td></tr>` : `<tr><td colspan="2" style="font-size:6.8pt">Valid 3 years from date of issue.</td></tr>`}
    </table><div>${qr(rng, { size: 70 })}</div></div></div></div>
  <div class="ins" style="font-size:8pt">This card shows that the holder passed the state food worker examination. It is valid in ${esc(f.state)} only.</div>`;
  return page({ title: 'Food worker card', body, css, font: FONTS.lato, margin: '0.6in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const issueIso = o.issueIso || addDays('2024-03-01', rng.int(0, 900));
    const st = rng.pick([
      ['WASHINGTON STATE', 'Food worker program · state health agency'],
      ['STATE OF NEVADA', 'Food handler training registry · state health agency'],
      ['STATE OF OREGON', 'Food handler card program · state health agency'],
    ]);
    return {
      portal: 'Food worker card portal',
      printed: addDays('2026-11-05', rng.int(0, 10)),
      url: `foodworker.${rng.pick(['example-state.gov', 'health.example.gov'])}/verify`,
      state: st[0],
      dept: st[1],
      surname: (o.plain ? p.last.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : p.last).toUpperCase(),
      given: [p.first, p.middle].filter(Boolean).join(' '),
      dob: o.dob || p.dob,
      id: `${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)}`,
      issueIso,
      expIso: addYears(issueIso, 3),
      printExp: o.printExp ?? true,
    };
  };
  const out = [];
  const mk = (key, p, f, issues, data, extra = {}) =>
    out.push({ key, person: requestPerson(p), html: render(f, rng), issues, data, ...extra });

  let p = k.person();
  let f = make(p);
  mk('expiry-printed', p, f, [], {
    'certificate.id': f.id,
    'certificate.issue_date': f.issueIso,
    'certificate.expiration_date': f.expIso,
    'certificate.kind': 'handler',
    ...personData(),
  });

  p = k.person();
  f = make(p, { printExp: false });
  mk(
    'valid-three-years-sentence',
    p,
    f,
    [],
    { 'certificate.issue_date': f.issueIso, 'certificate.expiration_date': f.expIso, ...personData() },
    {
      note: 'no expiry date printed, only "Valid 3 years from date of issue"',
    },
  );

  p = k.person();
  f = make(p, { plain: true, issueIso: addDays('2026-01-05', rng.int(0, 280)) });
  mk(
    'recent-issue-plain-surname',
    p,
    f,
    [],
    { 'certificate.issue_date': f.issueIso, ...personData() },
    {
      note: 'surname printed in capitals without accents',
    },
  );

  p = k.person();
  f = make(p, { issueIso: addDays('2022-12-01', rng.int(0, 300)) });
  mk('expired-card', p, f, ['document expired'], { 'certificate.expiration_date': f.expIso });

  p = k.person();
  f = make(p);
  out.push({
    key: 'client-accepts-only-servsafe',
    person: requestPerson(p),
    rules: { accepted_programs: ['ServSafe Food Handler'] },
    html: render(f, rng),
    issues: ['unsupported program'],
    data: { 'certificate.id': f.id },
    note: 'a state food worker card, not the one program the client accepts',
  });

  p = k.person();
  f = make(p, { dob: otherDob(rng, p) });
  mk('dob-differs', p, f, ['dob mismatch'], {
    'person.name.status': 'match',
    'person.dob.status': 'mismatch',
  });
  return out;
}
