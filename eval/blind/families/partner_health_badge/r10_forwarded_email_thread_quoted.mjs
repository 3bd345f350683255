// A printed e-mail thread: the clinician forwards to the staffing platform's credentialing inbox a reply they got
// from the partner platform's support desk. Mail-client print header (subject, "N messages"), the top message (the
// clinician's short forward note), then "---------- Forwarded message ---------" with From / Date / Subject / To, the
// support agent's reply whose badge facts are in running text and a short key: value block, and below it the
// clinician's original question quoted with ">" (and the platform's auto-acknowledgement quoted with ">>"). In some
// threads the support reply itself is quoted with ">" under a further reply. Dates: the e-mail Date: lines and the
// printing date are not badge dates.
import { addDays, endOfMonth, fmt, nameAs, requestPerson, stripAccents } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'r10_forwarded_email_thread_quoted',
  split: 'tuning',
  description:
    'Printed e-mail thread forwarded by the clinician to credentialing: mail-client print header, a short forward note, "Forwarded message" header block, the partner platform support reply giving badge ID, role, status and validity in sentences and a key: value list, with the clinician\'s original question quoted under ">" / ">>" prefixes; in one form the deciding reply is itself a ">" quote under a later message',
};

const PLATFORMS = [
  { name: 'Tendly Health', dom: 'tendlyhealth.example', prefix: 'TH' },
  { name: 'ShiftHarbor', dom: 'shiftharbor.example', prefix: 'SHB' },
  { name: 'CareRelay', dom: 'carerelay.example', prefix: 'CR' },
];
const AGENTS = ['Priya N.', 'Marcus from Support', 'Jolene Baptiste', 'Theo Lindqvist'];

function dateLine(iso, rng) {
  const dow = new Date(iso + 'T00:00:00Z').toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });
  return `${dow}, ${fmt(iso, 'mon')} at ${rng.int(7, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`;
}

function render(f) {
  const css = `
  .ph { display:flex; justify-content:space-between; font-size:8pt; color:#555; border-bottom:1px solid #bbb; padding-bottom:4px; }
  .sj { font-size:14pt; margin:10px 0 2px; } .cnt { font-size:8.5pt; color:#666; margin-bottom:8px; }
  .msg { border-top:1px solid #ddd; padding:8px 0; }
  .from { font-size:9.5pt; } .from b { font-size:10pt; } .to { font-size:8.5pt; color:#555; } .dt { float:right; font-size:8.5pt; color:#555; }
  .bd { margin-top:8px; font-size:10pt; line-height:1.4; white-space:pre-wrap; font-family:${f.bodyFont}; }
  .q1 { color:#4a4a4a; } .q2 { color:#7a7a7a; }
  .fw { margin-top:10px; font-size:9.5pt; line-height:1.35; }`;
  const body = `
  <div class="ph"><span>${esc(f.client)}</span><span>${esc(f.printedAt)}</span></div>
  <div class="sj">${esc(f.subject)}</div><div class="cnt">${f.count} messages</div>
  ${f.msgs
    .map(
      (
        m,
      ) => `<div class="msg"><span class="dt">${esc(m.date)}</span><div class="from"><b>${esc(m.fromName)}</b> &lt;${esc(m.fromAddr)}&gt;</div><div class="to">to ${esc(m.to)}</div>
  <div class="bd">${m.body}</div></div>`,
    )
    .join('')}`;
  return page({ title: f.subject, body, css, font: FONTS.sans, margin: '0.55in' });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const q = (prefix, text) =>
    text
      .split('\n')
      .map((l) => `<span class="${prefix.length > 2 ? 'q2' : 'q1'}">${esc(prefix + l)}</span>`)
      .join('\n');

  const make = (p, o) => {
    const pl = o.pl || rng.pick(PLATFORMS);
    const agent = rng.pick(AGENTS);
    const first = o.greetFirst || p.nick || p.first;
    const personal = `${stripAccents(p.first)
      .toLowerCase()
      .replace(/[^a-z]/g, '')}.${stripAccents(p.last)
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .slice(0, 8)}@${rng.pick(['gmail', 'outlook', 'yahoo'])}.example`;
    const sender = nameAs(p, o.senderStyle || 'first_last');
    const role = rng.pick([
      'Registered Nurse (RN)',
      'Certified Nursing Assistant (CNA)',
      'Licensed Practical Nurse (LPN)',
    ]);
    const askIso = o.askIso || addDays('2026-10-20', rng.int(0, 20));
    const replyIso = addDays(askIso, rng.int(0, 2));
    const fwdIso = o.fwdIso || addDays(replyIso, rng.int(2, 6));
    const ticket = `#${rng.digits(6)}`;
    const ds = o.ds || rng.pick(['long', 'us', 'mon']);
    const D = (x) => fmt(x, ds);
    const keyBlock = [
      `Clinician: ${nameAs(p, o.holderStyle || rng.pick(['full', 'first_mi_last']))}`,
      o.noId ? null : `Badge ID: ${o.id}`,
      `Role: ${role}`,
      `Status: ${o.statusWord}`,
      o.issueIso ? `Issued: ${D(o.issueIso)}` : null,
      o.validText ? `Valid through: ${o.validText(D)}` : null,
    ].filter(Boolean);
    const replyText = [
      `Hi ${first},`,
      '',
      `Thanks for contacting ${pl.name} Support (ticket ${ticket}). ${o.sentence(D)}`,
      '',
      ...keyBlock,
      '',
      o.after || `A facility can also confirm your badge from the Verify page on our website.`,
      '',
      `Best,`,
      `${agent}`,
      `${pl.name} Clinician Support`,
    ].join('\n');
    const askText = [
      `Hello, I'm starting an assignment through a staffing agency and they need proof that my ${pl.name} badge is current. Can you confirm its status and the expiration date?`,
      o.noId ? `I can't find my badge number in the app.` : `My badge ID is ${o.id}.`,
      '',
      `Thank you,`,
      sender,
    ].join('\n');
    const ack = `We received your request and will reply within one business day.\n— ${pl.name} Support`;
    const supportAddr = `support@${pl.dom}`;
    const fwdHeader = [
      '---------- Forwarded message ---------',
      `From: ${pl.name} Support <${supportAddr}>`,
      `Date: ${dateLine(replyIso, rng)}`,
      `Subject: Re: Badge status and expiration [${ticket}]`,
      `To: ${sender} <${personal}>`,
    ].join('\n');
    let top;
    if (o.nested) {
      // the support reply is quoted under the clinician's own follow-up, and that message is forwarded
      top = [
        `Hi team,`,
        ``,
        `Forwarding the thread with ${pl.name} below — their answer is in the quoted part.`,
        ``,
        sender.split(' ')[0],
        ``,
        fwdHeader
          .replace('From: ' + pl.name + ' Support <' + supportAddr + '>', `From: ${sender} <${personal}>`)
          .replace(`To: ${sender} <${personal}>`, `To: ${pl.name} Support <${supportAddr}>`)
          .replace(/Date: .*/, `Date: ${dateLine(addDays(replyIso, 1), rng)}`),
        ``,
        `Thanks so much, that's what I needed!`,
        ``,
        `On ${dateLine(replyIso, rng)}, ${pl.name} Support &lt;${supportAddr}&gt; wrote:`,
      ];
      top =
        top.map((l) => (l.includes('&lt;') ? l : esc(l))).join('\n') +
        '\n' +
        q('> ', replyText) +
        '\n' +
        q('> ', '') +
        '\n' +
        q('> ', `On ${dateLine(askIso, rng)}, ${sender} wrote:`) +
        '\n' +
        q('>> ', askText);
    } else {
      top =
        esc(
          [
            `Hi,`,
            ``,
            `Please see below from ${pl.name} for my onboarding file.`,
            ``,
            `Thanks,`,
            sender.split(' ')[0],
            ``,
            fwdHeader,
            ``,
          ].join('\n'),
        ) +
        '\n' +
        esc(replyText) +
        '\n\n' +
        q('> ', `On ${dateLine(askIso, rng)}, ${sender} <${personal}> wrote:`) +
        '\n' +
        q('> ', askText) +
        '\n' +
        q('> ', '') +
        '\n' +
        q('>> ', ack);
    }
    const subject = `Fwd: Re: Badge status and expiration [${ticket}]`;
    return {
      client: rng.pick(['Mail', 'Webmail', 'Outlook on the web']),
      printedAt: `${fmt(addDays(fwdIso, rng.int(1, 3)), 'us_nz')}, ${rng.int(8, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      subject,
      count: o.nested ? 3 : 2,
      bodyFont: rng.pick([FONTS.sans, FONTS.dejavu, FONTS.carlito]),
      msgs: [
        {
          fromName: sender,
          fromAddr: personal,
          to: `credentialing@${rng.pick(['brightpathstaffing', 'vantagenurse', 'truenorthhc'])}.example`,
          date: dateLine(fwdIso, rng),
          body: top,
        },
      ],
    };
  };

  // 1 — active, full date, forwarded reply
  let p = k.person();
  let pl0 = rng.pick(PLATFORMS);
  let id = `${pl0.prefix}-${rng.digits(6)}`;
  let iss = addDays('2026-01-10', rng.int(0, 200));
  let exp = addDays('2027-02-01', rng.int(0, 300));
  let f = make(p, {
    pl: pl0,
    id,
    statusWord: 'Active',
    issueIso: iss,
    validText: (D) => D(exp),
    sentence: (D) =>
      `I checked your account: your badge is active and in good standing, and it is valid through ${D(exp)}.`,
  });
  out.push({
    key: 'active-full-date',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'badge.id': id,
      'badge.status': 'active',
      'badge.issue_date': iss,
      'badge.expiration_date': exp,
      'person.name.status': 'match',
    },
    note: 'the e-mail Date: lines and the print date are not badge dates',
  });

  // 2 — active, valid through a month, nested quote
  p = k.person();
  pl0 = rng.pick(PLATFORMS);
  id = `${pl0.prefix}-${rng.digits(6)}`;
  exp = endOfMonth(addDays('2027-03-01', rng.int(0, 300)));
  f = make(p, {
    pl: pl0,
    id,
    nested: true,
    statusWord: 'Active',
    validText: () => fmt(exp, 'month_yyyy'),
    sentence: () =>
      `Your badge is currently active. It remains valid through ${fmt(exp, 'month_yyyy')}, provided your documents stay current.`,
  });
  out.push({
    key: 'active-month-in-nested-quote',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'badge.id': id,
      'badge.status': 'active',
      'badge.expiration_date': exp,
      'person.name.status': 'match',
    },
    note: 'the platform\u2019s answer is quoted with ">" under the clinician\u2019s thank-you; "valid through Month YYYY" ends on the month\u2019s last day',
  });

  // 3 — nickname greeting and sign-off, full name in the key block
  p = k.person();
  while (!p.nick) p = k.person();
  pl0 = rng.pick(PLATFORMS);
  id = `${pl0.prefix}-${rng.digits(6)}`;
  exp = addDays('2027-01-15', rng.int(0, 300));
  f = make(p, {
    pl: pl0,
    id,
    senderStyle: 'nick_last',
    holderStyle: 'full',
    statusWord: 'Active',
    validText: (D) => D(exp),
    sentence: (D) => `Good news — your badge is active. The current expiration date is ${D(exp)}.`,
  });
  out.push({
    key: 'nickname-sender-active',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['name mismatch'],
    data: {
      'badge.id': id,
      'badge.status': 'active',
      'badge.expiration_date': exp,
      'person.name.status': 'match',
    },
    note: 'the clinician writes under a nickname; the support reply names the full legal name',
  });

  // 4 — inactive (paused)
  p = k.person();
  pl0 = rng.pick(PLATFORMS);
  id = `${pl0.prefix}-${rng.digits(6)}`;
  exp = addDays('2027-03-01', rng.int(0, 200));
  f = make(p, {
    pl: pl0,
    id,
    nested: rng.chance(0.5),
    statusWord: 'Inactive (paused)',
    validText: (D) => D(exp),
    sentence: (D) =>
      `I'm sorry, but your badge is currently inactive: it was paused on ${D(addDays('2026-10-01', rng.int(0, 15)))} because your BLS card on file expired. Once you upload a current card it will be reactivated automatically.`,
    after: 'Facilities cannot book shifts for you while the badge is inactive.',
  });
  out.push({
    key: 'paused-inactive',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['badge inactive'],
    data: { 'badge.status': 'inactive', 'badge.id': id },
    note: 'the badge is inactive (paused) although its valid-through date is ahead',
  });

  // 5 — an old thread: valid through a date now passed
  p = k.person();
  pl0 = rng.pick(PLATFORMS);
  id = `${pl0.prefix}-${rng.digits(6)}`;
  const askOld = addDays('2025-08-04', rng.int(0, 60));
  exp = addDays('2026-07-01', rng.int(0, 90));
  f = make(p, {
    pl: pl0,
    id,
    askIso: askOld,
    fwdIso: addDays('2026-11-02', rng.int(0, 14)),
    statusWord: 'Active',
    validText: (D) => D(exp),
    sentence: (D) => `Your badge is active and valid through ${D(exp)}.`,
  });
  out.push({
    key: 'old-reply-valid-through-passed',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'badge.expiration_date': exp },
    note: `a 2025 reply forwarded in November 2026; its valid-through date ${exp} is before valid_on`,
  });

  // 6 — no badge number given
  p = k.person();
  exp = addDays('2027-01-01', rng.int(0, 300));
  f = make(p, {
    noId: true,
    statusWord: 'Active',
    validText: (D) => D(exp),
    sentence: (D) =>
      `For security we don't send badge numbers by e-mail, but I can confirm your badge is active and expires on ${D(exp)}. Your badge number is shown in the app under Profile › Badge.`,
  });
  out.push({
    key: 'badge-number-not-given',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing badge id'],
    data: { 'badge.id': null, 'badge.status': 'active', 'badge.expiration_date': exp },
    note: 'active with an expiry, but no badge number anywhere in the thread (the ticket number is not a badge id)',
  });
  return out;
}
