// An online food-handler training provider's order receipt, saved as PDF from the confirmation e-mail / account page:
// provider logo, "Receipt" with order no., order date and payment (card ending …), a Billed to block (the buyer: the
// worker, or a restaurant manager buying for staff), the line-item table (course + exam, state/county edition,
// learner, qty, price, tax, total), and a "Your certificate" panel for each learner: learner name, program, jurisdiction,
// exam passed on, score, certificate no. (or "pending"), and validity as a printed date or as a sentence ("valid for
// three years from the date of issue"). The order date and the payment date are not the certificate's dates.
import { addDays, addYears, fmt, nameAs, otherPerson, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, logo, page } from '../../lib/html.mjs';

export const family = {
  type: 'food_handler_certification',
  name: 'r10_online_course_order_receipt',
  split: 'tuning',
  description:
    'Online food-handler course order receipt (e-mail / account page saved as PDF): order no., order date, card payment, Billed to (worker or a manager buying for staff), line items with learner, state/county edition and totals, then a "Your certificate" panel (learner, program, jurisdiction, exam passed on, score, certificate no. or pending, validity as a date or the sentence "valid for three years from the date of issue")',
};

const PROVIDERS = [
  {
    name: 'SafePlate Learning',
    program: 'SafePlate Food Handler',
    color: '#d35400',
    web: 'safeplate-learning.example',
    acc: 'ANAB-accredited certificate program (ASTM E2659)',
  },
  {
    name: 'Kitchen Ready Training Co.',
    program: 'Kitchen Ready Food Handler Card',
    color: '#16794f',
    web: 'kitchenready.example',
    acc: 'Approved by the state health department; ANAB-accredited',
  },
  {
    name: 'ServeWell Academy',
    program: 'ServeWell Food Handler Certificate',
    color: '#2c4c9c',
    web: 'servewell-academy.example',
    acc: 'ANAB-accredited (ASTM E2659-09)',
  },
];
const EDITIONS = [
  ['New Mexico', 'NM', 'New Mexico Food Handler'],
  ['California', 'CA', 'California Food Handler Card'],
  ['Arizona — Maricopa County', 'AZ', 'Arizona Food Handler (Maricopa County)'],
  ['Illinois', 'IL', 'Illinois Food Handler Training'],
  ['Utah', 'UT', 'Utah Food Handler'],
];

function render(f) {
  const pv = f.prov;
  const css = `
  .hd { display:flex; align-items:center; gap:10px; border-bottom:1px solid #ddd; padding-bottom:8px; }
  .hd .n { font-size:15pt; font-weight:bold; color:${pv.color}; } .hd .r { margin-left:auto; text-align:right; font-size:8.5pt; color:#555; }
  .ttl { font-size:18pt; font-weight:300; margin:10px 0 2px; } .thx { font-size:10pt; color:#444; }
  .meta { display:flex; gap:0; margin-top:12px; border:1px solid #ddd; border-radius:6px; }
  .meta > div { flex:1; padding:7px 10px; border-right:1px solid #ddd; font-size:9.5pt; } .meta > div:last-child { border-right:0; }
  .meta .l { display:block; font-size:7.5pt; color:#777; text-transform:uppercase; letter-spacing:0.5px; }
  table.li { width:100%; margin-top:14px; font-size:9.5pt; } table.li th { text-align:left; font-size:8pt; color:#666; border-bottom:1.5px solid #999; padding:4px; }
  table.li td { padding:6px 4px; border-bottom:1px solid #eee; vertical-align:top; } td.m { text-align:right; white-space:nowrap; }
  .tot td { border:0 !important; padding:2px 4px !important; }
  .cert { margin-top:12px; border:1.5px solid ${pv.color}; border-radius:8px; padding:10px 14px; }
  .cert .h { font-weight:bold; color:${pv.color}; font-size:11pt; margin-bottom:6px; }
  .cert table td { padding:1.5px 18px 1.5px 0; font-size:9.8pt; } .cert td.l { color:#666; font-size:8.8pt; }
  .val { margin-top:6px; font-size:9.5pt; }
  .ft { margin-top:12px; font-size:7.8pt; color:#666; line-height:1.4; border-top:1px solid #ddd; padding-top:6px; }`;
  const certs = f.learners
    .map(
      (
        L,
      ) => `<div class="cert"><div class="h">Your certificate${f.learners.length > 1 ? ` — ${esc(L.name)}` : ''}</div><table>
    <tr><td class="l">Learner</td><td><b>${esc(L.name)}</b></td></tr>
    <tr><td class="l">Program</td><td>${esc(pv.program)} — ${esc(f.ed[2])}</td></tr>
    <tr><td class="l">Jurisdiction</td><td>${esc(f.ed[0])}</td></tr>
    <tr><td class="l">Exam passed on</td><td>${esc(L.passed)}</td></tr>
    <tr><td class="l">Score</td><td>${esc(L.score)}%</td></tr>
    <tr><td class="l">Certificate no.</td><td>${L.id ? `<b>${esc(L.id)}</b>` : '<i>Pending — available after identity verification is complete</i>'}</td></tr>
    ${L.validThru ? `<tr><td class="l">Valid through</td><td><b>${esc(L.validThru)}</b></td></tr>` : ''}
   </table>${L.validSentence ? `<div class="val">${esc(L.validSentence)}</div>` : ''}</div>`,
    )
    .join('');
  const items = f.learners
    .map(
      (L) =>
        `<tr><td><b>${esc(pv.program)} — course + exam</b><br><span style="font-size:8.3pt;color:#666">${esc(f.ed[2])} · Learner: ${esc(L.name)} · English</span></td><td>1</td><td class="m">${esc(f.price)}</td></tr>`,
    )
    .join('');
  const body = `
  <div class="hd">${logo({
    initials: pv.name
      .split(' ')
      .map((w) => w[0])
      .join('')
      .slice(0, 2),
    color: pv.color,
    shape: 'leaf',
    size: 38,
  })}<span class="n">${esc(pv.name)}</span><span class="r">${esc(pv.web)}<br>support@${esc(pv.web)}</span></div>
  <div class="ttl">Receipt</div><div class="thx">Thank you for your order! Your certificate details are below. You can download or reprint your certificate any time from My Account.</div>
  <div class="meta"><div><span class="l">Order no.</span>${esc(f.order)}</div><div><span class="l">Order date</span>${esc(f.orderDate)}</div><div><span class="l">Payment</span>${esc(f.card)}</div><div><span class="l">Billed to</span>${esc(f.billed)}<br><span style="font-size:8.3pt;color:#555">${esc(f.billedMail)}</span></div></div>
  <table class="li"><tr><th>Item</th><th>Qty</th><th style="text-align:right">Price</th></tr>${items}
   <tr class="tot"><td style="text-align:right" colspan="2">Subtotal</td><td class="m">${esc(f.subtotal)}</td></tr>
   <tr class="tot"><td style="text-align:right" colspan="2">Tax</td><td class="m">$0.00</td></tr>
   <tr class="tot"><td style="text-align:right" colspan="2"><b>Total paid</b></td><td class="m"><b>${esc(f.subtotal)}</b></td></tr></table>
  ${certs}
  <div class="ft">${esc(pv.program)}: ${esc(pv.acc)}. Check with your local health department that this certificate is accepted where you work; cards do not transfer between states. Refunds are available within 30 days if the exam has not been started. ${esc(pv.name)} · 1200 Meridian Ave, Suite 400, Aurora, CO 80012.</div>`;
  return page({ title: 'Receipt', body, css, font: f.font, margin: '0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const learner = (who, passIso, o = {}) => {
    const ds = o.ds;
    return {
      name: nameAs(who, o.nameStyle || rng.pick(['first_last', 'first_mi_last', 'full'])),
      passed: fmt(passIso, ds),
      score: rng.int(78, 98),
      id: o.noId ? '' : `${rng.letters(2)}${rng.digits(7)}`,
      validThru: o.exp ? fmt(o.exp, ds) : '',
      validSentence: o.sentence
        ? 'This certificate is valid for three years from the date of issue (the date the exam was passed).'
        : '',
    };
  };
  const make = (billedWho, learners, passIso, o = {}) => {
    const prov = rng.pick(PROVIDERS);
    const ds = o.ds || rng.pick(['long', 'us', 'mon']);
    const price = `$${rng.pick([7, 8, 10, 12, 15])}.${rng.pick(['00', '95', '99'])}`;
    const n = learners.length;
    const cents = Math.round(Number(price.slice(1)) * 100) * n;
    return {
      prov,
      ds,
      font: rng.pick([FONTS.open, FONTS.roboto, FONTS.lato]),
      ed: o.ed || rng.pick(EDITIONS),
      order: `${prov.name.slice(0, 2).toUpperCase()}-${rng.digits(8)}`,
      orderDate: fmt(addDays(passIso, -rng.int(0, 2)), ds),
      card: `${rng.pick(['Visa', 'Mastercard', 'Amex', 'Discover'])} ending ${rng.digits(4)}`,
      billed: billedWho.name,
      billedMail: billedWho.mail,
      price,
      subtotal: `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
      learners: learners.map((L) => ({
        ...L,
        passed: fmt(L.passIso || passIso, ds),
        validThru: L.expIso ? fmt(L.expIso, ds) : '',
      })),
    };
  };
  const mail = (who) =>
    `${who.first.toLowerCase().replace(/[^a-z]/g, '')}.${who.last
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .slice(0, 7)}@mail.example`;

  // 1 — worker bought own course, printed valid-through
  let p = k.person();
  let issue = addDays('2025-04-01', rng.int(0, 500));
  let exp = addYears(issue, 3);
  let L = { ...learner(p, issue), expIso: exp };
  let f = make({ name: nameAs(p, 'first_last'), mail: mail(p) }, [L], issue);
  out.push({
    key: 'own-order-valid-through',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': L.id,
      'certificate.issue_date': issue,
      'certificate.expiration_date': exp,
      'certificate.kind': 'handler',
      'person.name.status': 'match',
    },
    note: 'the exam-passed date is the issue date; the order date may be a day or two earlier',
  });

  // 2 — validity as a sentence only
  p = k.person();
  issue = addDays('2024-12-01', rng.int(0, 600));
  L = learner(p, issue, { sentence: true });
  f = make({ name: nameAs(p, 'first_last'), mail: mail(p) }, [L], issue);
  out.push({
    key: 'valid-three-years-sentence',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': L.id,
      'certificate.issue_date': issue,
      'certificate.expiration_date': addYears(issue, 3),
      'person.name.status': 'match',
    },
    note: 'no printed end: "valid for three years from the date of issue" (3 years to the day)',
  });

  // 3 — a manager bought the course for two staff; the holder is the second learner
  p = k.person();
  const mgr = otherPerson(k.person, p);
  const co = otherPerson(k.person, p);
  issue = addDays('2025-06-01', rng.int(0, 450));
  exp = addYears(issue, 3);
  const La = { ...learner(co, issue), expIso: exp };
  L = {
    ...learner(p, addDays(issue, 1)),
    passIso: addDays(issue, 1),
    expIso: addYears(addDays(issue, 1), 3),
  };
  f = make(
    {
      name: `${nameAs(mgr, 'first_last')} — ${rng.pick(['Copperfield Bistro', 'Old Quarry Grill', 'Sycamore Lane Café'])}`,
      mail: mail(mgr),
    },
    [La, L],
    issue,
  );
  out.push({
    key: 'manager-order-holder-second-learner',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['name mismatch'],
    data: {
      'certificate.id': L.id,
      'certificate.issue_date': addDays(issue, 1),
      'certificate.expiration_date': addYears(addDays(issue, 1), 3),
      'person.name.status': 'match',
    },
    note: 'billed to a restaurant manager; two learners, the holder\u2019s certificate is the second panel',
  });

  // 4 — expired
  p = k.person();
  issue = addDays('2022-09-01', rng.int(0, 400));
  exp = addYears(issue, 3);
  L = { ...learner(p, issue), expIso: exp };
  f = make({ name: nameAs(p, 'first_last'), mail: mail(p) }, [L], issue);
  out.push({
    key: 'valid-through-passed',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': exp },
    note: `valid through ${exp}, before valid_on`,
  });

  // 5 — the holder paid for someone else's course
  p = k.person();
  const kid = otherPerson(k.person, p);
  issue = addDays('2026-03-01', rng.int(0, 200));
  exp = addYears(issue, 3);
  L = { ...learner(kid, issue), expIso: exp };
  f = make({ name: nameAs(p, 'first_last'), mail: mail(p) }, [L], issue);
  out.push({
    key: 'billed-to-holder-learner-other',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['name mismatch'],
    data: { 'person.name.status': 'mismatch' },
    note: 'the person paid for the order (Billed to), but the certificate\u2019s learner is someone else',
  });

  // 6 — certificate number pending
  p = k.person();
  issue = addDays('2026-10-20', rng.int(0, 25));
  exp = addYears(issue, 3);
  L = { ...learner(p, issue, { noId: true }), expIso: exp };
  f = make({ name: nameAs(p, 'first_last'), mail: mail(p) }, [L], issue);
  out.push({
    key: 'certificate-number-pending',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing certificate id'],
    data: { 'certificate.id': null, 'certificate.issue_date': issue, 'certificate.expiration_date': exp },
    note: 'the certificate number is "Pending — available after identity verification"; the order no. is not a certificate id',
  });
  return out;
}
