// A printed confirmation e-mail from an online alcohol-server course (Utah off-premise handler): mail-client header
// block (From/To/Subject/Date), body with the certificate details as a bulleted list, footer links.
import { addDays, addYears, fmt, nameAs, otherPerson, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'handler_permit_email',
  split: 'blind',
  description:
    'Printed confirmation e-mail (mail-client header) from an online alcohol-handler course; details as bullet list',
};

function render(f) {
  const css = `.mh { border-bottom:1px solid #bbb; padding-bottom:8px; font-size:10pt; } .mh td { padding:1px 10px 1px 0; } p, li { font-size:10.5pt; line-height:1.45; }`;
  const body = `<div style="font-size:9pt;color:#666;display:flex;justify-content:space-between"><span>Mail</span><span>${esc(f.printed)}</span></div>
  <div style="font-size:15pt;margin:8px 0">Your alcohol server certificate is ready</div>
  <table class="mh"><tr><td><b>From</b></td><td>Beehive Server Training &lt;certificates@beehiveserver.example&gt;</td></tr><tr><td><b>To</b></td><td>${esc(f.email)}</td></tr>
  <tr><td><b>Date</b></td><td>${esc(f.sent)}</td></tr><tr><td><b>Subject</b></td><td>Certificate of completion – Off-Premise Alcohol Handler</td></tr></table>
  <p style="margin-top:14px">Hi ${esc(f.first)},</p><p>Congratulations! You passed the Utah Off-Premise Alcohol Training and Education Seminar. Your certificate details:</p>
  <ul><li>Name: ${esc(f.name)}</li><li>Course: Off-Premise Alcohol Training and Education Seminar (Utah DABS-approved)</li><li>Certificate number: ${esc(f.id)}</li><li>Completion date: ${esc(f.done)}</li><li>Expiration date: ${esc(f.exp)}</li></ul>
  <p>Give a copy to your employer within 30 days of hire. Keep this e-mail for your records.</p><p>— The Beehive Server Training team</p>
  <div style="font-size:8.5pt;color:#777;margin-top:20px">You received this message because you completed a course at beehiveserver.example. Unsubscribe · Privacy</div>`;
  return page({ title: 'Mail', body, css, font: FONTS.dejavu, margin: '0.6in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2024-04-01', rng.int(0, 800));
    const ds = rng.pick(['mon', 'us']);
    return {
      printed: fmt('2026-11-12', 'us_nz'),
      email: `${p.first.toLowerCase().replace(/[^a-z]/g, '')}.${rng.digits(3)}@mailbox.example`,
      sent: `${fmt(iso, 'long')} 4:${rng.int(10, 59)} PM`,
      first: p.first,
      name: nameAs(p, o.nameStyle || 'first_last'),
      id: `UT-OP-${rng.digits(6)}`,
      done: fmt(iso, ds),
      exp: fmt(addYears(iso, 3), ds),
      iso,
      expIso: addYears(iso, 3),
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'current',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.id,
      'certificate.issue_date': f.iso,
      'certificate.expiration_date': f.expIso,
      ...personData('match', 'not_present'),
    },
  });

  p = k.person();
  f = make(p, { iso: addDays('2022-09-01', rng.int(0, 300)) });
  out.push({
    key: 'expired',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': f.expIso },
  });

  p = k.person();
  const q = otherPerson(k.person, p);
  f = make(q);
  out.push({
    key: 'forwarded-from-friend',
    person: requestPerson(p),
    html: render(f),
    issues: ['name mismatch'],
    data: { 'person.name.status': 'mismatch' },
  });
  return out;
}
