// A partner staffing platform's hard-plastic photo credential (horizontal CR80 card), front and back laid side by
// side on a table, a scanner glass or a copier, as clinicians photograph or copy it for a facility. Front: the
// platform's colour band with logo and "Verified Clinician Credential", a photo box, the holder's name as printed
// (First Last, a nickname, or LAST, FIRST), a role band, the badge no. over a bar code and a printed "VALID THRU"
// (MM/YY, a full date, or "MEMBER SINCE" with no end). The platform's field office keeps physical cards current
// with stickers: a round year dot with the status word (ACTIVE) on the front, and on the back a REVALIDATION grid of
// three boxes where a "RENEWED — VALID THRU MM/YYYY" sticker with the office initials is stuck when the card is
// renewed instead of reprinted; a red SUSPENDED sticker is stuck across the front when the credential is put on
// hold. Back: property line, what was verified, a verification code (not the badge no.), issued date and issuing
// office, member-services phone, the holder's signature strip and the magnetic stripe. The latest sticker decides:
// a renewal sticker replaces the printed front date; a suspension sticker replaces the status. Variants: front date
// passed but renewed on the back, nickname with a full printed date, a PDF of the card from the platform with the
// client accepting that platform, a red SUSPENDED sticker with the date ahead, a renewal sticker that has itself
// run out, and a card with "member since" and no end anywhere.
import { addDays, addMonths, endOfMonth, fmt, nameAs, requestPerson } from '../../lib/core.mjs';
import { barcode, esc, FONTS, hand, HANDS, INKS, logo, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'r21_photo_badge_revalidation_stickers',
  split: 'tuning',
  renderings: { photo: 50, scan_image: 15, fax: 10, scanned_pdf: 10, text_pdf: 15 },
  description:
    'Partner staffing platform hard-plastic photo credential (horizontal CR80 card) front and back side by side, mostly photographed on a table or copied: front colour band and logo, photo box, name as printed (First Last, nickname, LAST, FIRST), role band, badge no. over a bar code, printed VALID THRU (MM/YY, full date, or "MEMBER SINCE" with no end), a round year dot sticker with ACTIVE; back property line, verified items, verification code (not the badge no.), issued date and office, member-services phone, signature strip, magnetic stripe and a REVALIDATION grid where "RENEWED — VALID THRU MM/YYYY" stickers with office initials replace the printed date; a red SUSPENDED sticker across the front; front date passed but renewed on the back, nickname with a full date, platform PDF of the card with the issuer accepted, suspended with the date ahead, renewal sticker itself run out, member since with no end',
};

const PLATFORMS = [
  {
    name: 'Tidewell',
    full: 'Tidewell Clinician Network',
    color: '#0e5a6e',
    accent: '#f2b134',
    shape: 'leaf',
    site: 'verify.tidewell.example',
    tel: '(844) 555-0161',
    id: (r) => `TWN-${r.digits(4)}-${r.digits(4)}`,
    office: ['Columbus Field Office', 'Tampa Field Office', 'Phoenix Field Office'],
  },
  {
    name: 'CORVALE',
    full: 'Corvale Shifts, Inc.',
    color: '#4b2a72',
    accent: '#59c3c3',
    shape: 'shield',
    site: 'corvale.example/badge',
    tel: '(877) 555-0134',
    id: (r) => `CVS ${r.digits(3)} ${r.digits(3)} ${r.digits(2)}`,
    office: ['Denver Hub', 'Charlotte Hub', 'Sacramento Hub'],
  },
  {
    name: 'Brightpath PRN',
    full: 'Brightpath PRN Staffing Platform',
    color: '#9b2f1f',
    accent: '#ffd5a8',
    shape: 'circle',
    site: 'brightpathprn.example/v',
    tel: '(866) 555-0190',
    id: (r) => `BPR-${r.digits(7)}`,
    office: ['Dallas Office', 'Atlanta Office', 'Milwaukee Office'],
  },
];
const ROLES = [
  ['RN', 'REGISTERED NURSE'],
  ['LPN', 'LICENSED PRACTICAL NURSE'],
  ['CNA', 'CERTIFIED NURSING ASSISTANT'],
  ['RT', 'RESPIRATORY THERAPIST'],
];
const SURFACES = ['#6b5443', '#3d4756', '#b9b2a3', '#54483d', '#2f3a33'];

const silhouette = (c) =>
  `<svg viewBox="0 0 60 75" width="100%" height="100%" xmlns="http://www.w3.org/2000/svg"><rect width="60" height="75" fill="#dfe5ea"/><circle cx="30" cy="28" r="13" fill="${c}"/><path d="M6 75 Q8 48 30 46 Q52 48 54 75 Z" fill="${c}"/></svg>`;

function dotSticker(f, { left, top }) {
  if (!f.dot) return '';
  return `<div class="dot" style="left:${left};top:${top};background:${f.dot.bg};transform:rotate(${f.dot.rot}deg)">
    <div style="font-size:5.2pt;letter-spacing:.4px">${esc(f.dot.top)}</div><div style="font-size:8.6pt;font-weight:bold;line-height:1">${esc(f.dot.word)}</div><div style="font-size:5.4pt">${esc(f.dot.bottom)}</div></div>`;
}

function render(f, rng) {
  const P = f.pl;
  const front = `<div class="card">
    <div class="band" style="background:${P.color}">${logo({ initials: P.name.slice(0, 2).toUpperCase(), color: P.accent, shape: P.shape, size: 24, fg: P.color })}
      <div><div style="font-weight:bold;font-size:10.5pt;letter-spacing:.5px">${esc(P.name)}</div><div style="font-size:5.8pt;opacity:.9">VERIFIED CLINICIAN CREDENTIAL</div></div></div>
    <div class="ph">${silhouette(P.color + '99')}</div>
    <div class="info">
      <div class="hn">${esc(f.nameShown)}</div>
      <div class="rl" style="background:${P.accent};color:#111">${esc(f.role[1])}</div>
      <div class="kv"><span class="k">BADGE NO.</span> <b>${esc(f.badgeId)}</b></div>
      <div class="kv"><span class="k">${esc(f.frontLabel)}</span> <b>${esc(f.frontValue)}</b></div>
      ${f.printedStatus ? `<div class="kv"><span class="k">STATUS</span> <b style="color:#1c7a31">${esc(f.printedStatus)}</b></div>` : ''}
      <div style="margin-top:2px">${barcode(rng, { width: 120, height: 16 })}</div>
    </div>
    ${dotSticker(f, { left: '0.62in', top: '1.35in' })}
    ${f.suspended ? `<div class="sus"><div style="font-size:10pt;font-weight:bold;letter-spacing:1px">SUSPENDED</div><div style="font-size:5.6pt">DO NOT SCHEDULE · CALL MEMBER SERVICES</div><div style="font-size:5.6pt">${esc(f.suspended)}</div></div>` : ''}
  </div>`;
  const slots = [0, 1, 2]
    .map((i) => {
      const s = f.renewals[i];
      const inner = s
        ? `<div class="rn" style="background:${s.bg};transform:rotate(${s.rot}deg)"><div style="font-size:5pt;font-weight:bold">RENEWED</div><div style="font-size:5.2pt">VALID THRU</div><div style="font-size:8pt;font-weight:bold;line-height:1.05">${esc(s.thru)}</div><div style="font-size:4.8pt">${esc(P.name.toUpperCase())} · ${hand(s.ini, { font: f.pen, ink: '#111', size: '1.25em' })}</div></div>`
        : '';
      return `<div class="slot">${inner}</div>`;
    })
    .join('');
  const back = `<div class="card bk">
    <div class="ms"></div>
    <div class="bt">This card is the property of ${esc(P.full)} and must be returned on request. It certifies that, at issue, the
      holder's licence or certification, BLS, TB screening, background check and OIG / SAM exclusion checks were verified.
      Current standing: <b>${esc(P.site)}</b> · Verification code <b>${esc(f.vcode)}</b></div>
    <div class="row2"><div><span class="k">ISSUED</span> <b>${esc(f.issuedText)}</b></div><div><span class="k">OFFICE</span> ${esc(f.office)}</div></div>
    <div class="row2"><div><span class="k">MEMBER SERVICES</span> ${esc(P.tel)}</div>${f.backNote ? `<div style="font-style:italic">${esc(f.backNote)}</div>` : ''}</div>
    <div class="sg"><span class="k" style="position:absolute;left:3px;top:1px">HOLDER SIGNATURE</span>${sig(f.holderSig, { font: f.sigFont, ink: f.ink, size: '1.75em', rot: -2 })}</div>
    <div class="rv"><div class="rvh">REVALIDATION — affix current sticker</div><div class="slots">${slots}</div></div>
  </div>`;
  const css = `
  body { background:${f.surface}; }
  .wrap { display:flex; gap:0.07in; padding:0.17in 0.05in; align-items:flex-start; }
  .card { width:3.375in; height:2.125in; border-radius:0.12in; background:#fbfbf8; position:relative; overflow:hidden; box-shadow:0 1px 4px rgba(0,0,0,.45); border:0.6px solid #999; font-size:6.6pt; }
  .band { height:0.42in; color:#fff; display:flex; align-items:center; gap:6px; padding:0 8px; }
  .ph { position:absolute; left:0.12in; top:0.52in; width:0.78in; height:0.98in; border:0.6px solid #888; }
  .info { position:absolute; left:1.0in; top:0.5in; right:0.1in; }
  .hn { font-size:10.5pt; font-weight:bold; line-height:1.1; color:#111; }
  .rl { display:inline-block; font-size:6.6pt; font-weight:bold; padding:1px 5px; margin:3px 0 3px; letter-spacing:.3px; }
  .kv { font-size:7.2pt; margin:1px 0; } .k { font-size:5.4pt; color:#555; letter-spacing:.3px; }
  .dot { position:absolute; width:0.5in; height:0.5in; border-radius:50%; text-align:center; color:#111; box-shadow:0 0.5px 1.5px rgba(0,0,0,.5); padding-top:0.05in; }
  .sus { position:absolute; left:0.3in; top:1.42in; width:2.55in; background:#e8e2df; border:2.5px solid #b3131b; color:#9c0f15; text-align:center; transform:rotate(-7deg); padding:2px 4px; box-shadow:0 1px 2px rgba(0,0,0,.4); }
  .bk .ms { height:0.3in; background:#1b1b1b; margin-top:0.1in; }
  .bt { font-size:5.4pt; line-height:1.3; padding:3px 8px 1px; color:#222; }
  .row2 { display:flex; gap:10px; padding:1px 8px; font-size:6.2pt; }
  .sg { position:relative; margin:2px 8px; height:0.3in; width:1.85in; background:repeating-linear-gradient(90deg,#f3efe4 0 4px,#e9e3d3 4px 8px); border:0.5px solid #aaa; padding:9px 0 0 14px; }
  .rv { position:absolute; right:6px; bottom:6px; width:1.3in; }
  .rvh { font-size:4.8pt; font-weight:bold; text-align:center; color:#333; }
  .slots { display:flex; gap:2px; } .slot { width:0.42in; height:0.46in; border:0.6px dashed #777; position:relative; }
  .rn { position:absolute; left:-1px; top:-1px; width:0.43in; height:0.47in; text-align:center; color:#111; box-shadow:0 0.5px 1.5px rgba(0,0,0,.45); padding-top:1px; line-height:1.1; }`;
  return page({
    title: `${P.name} credential`,
    size: '6.92in 2.5in',
    margin: '0',
    font: f.font,
    body: `<div class="wrap">${front}${back}</div>`,
    css,
  });
}

export function cases(k) {
  const { rng } = k;
  const today = '2026-11-21';
  const out = [];
  const plats = rng.shuffle(PLATFORMS);
  const make = (p, o) => {
    const pl = o.pl || plats[out.length % plats.length];
    const role = o.role || rng.pick(ROLES);
    return {
      pl,
      role,
      font: rng.pick([FONTS.roboto, FONTS.open, FONTS.lato, FONTS.sans]),
      pen: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      surface: o.surface || rng.pick(SURFACES),
      nameShown: o.nameShown || nameAs(p, 'first_last'),
      holderSig: nameAs(p, rng.pick(['first_last', 'first_mi_last'])),
      badgeId: o.badgeId || pl.id(rng),
      frontLabel: o.frontLabel || 'VALID THRU',
      frontValue: o.frontValue,
      dot:
        o.dot === null
          ? null
          : {
              bg: o.dotBg || rng.pick(['#8fd18a', '#9ad4ef', '#f6e27a']),
              rot: rng.int(-25, 25),
              top: o.dotTop || 'STATUS',
              word: 'ACTIVE',
              bottom: o.dotYear || '2026',
            },
      printedStatus: o.printedStatus || '',
      suspended: o.suspended || '',
      renewals: o.renewals || [],
      vcode: `${rng.alnum(4)}-${rng.alnum(4)}`,
      issuedText: o.issuedText,
      office: rng.pick(pl.office),
      backNote: o.backNote || '',
    };
  };
  const surfaceFor = (r) => (r === 'photo' ? rng.pick(SURFACES) : r === 'text_pdf' ? '#ffffff' : '#e9e9e9');

  // 1 — printed front date passed; a renewal sticker on the back carries it a year on.
  {
    const p = k.person();
    const m = rng.int(3, 9);
    const printedEnd = endOfMonth(`2026-${String(m).padStart(2, '0')}-01`);
    const renewedEnd = endOfMonth(addMonths(printedEnd.slice(0, 8) + '01', 12));
    const issued = addDays(addMonths(printedEnd.slice(0, 8) + '01', -12), rng.int(2, 20));
    const f = make(p, {
      frontValue: fmt(printedEnd, 'mm_yyyy').replace(/\/20(\d\d)$/, '/$1'),
      issuedText: fmt(issued, 'us'),
      renewals: [{ thru: fmt(renewedEnd, 'mm_yyyy'), ini: 'JK', bg: '#f7f3a1', rot: -4 }],
      surface: surfaceFor('photo'),
    });
    out.push({
      key: 'front-date-passed-renewal-sticker-on-back',
      person: requestPerson(p),
      html: render(f, rng),
      issues: [],
      forbidden: ['document expired'],
      data: {
        'badge.id': f.badgeId,
        'badge.status': 'active',
        'badge.expiration_date': renewedEnd,
        'person.name.status': 'match',
      },
      note: `the front prints VALID THRU ${f.frontValue} (ended ${printedEnd}); the back's revalidation box holds a "RENEWED — VALID THRU ${fmt(renewedEnd, 'mm_yyyy')}" sticker, read as the current end (${renewedEnd}); the round ACTIVE dot is on the front; the issued date is the original issue`,
      rendering: 'photo',
    });
  }

  // 2 — nickname on the card, full printed date.
  {
    let p = k.person();
    while (!p.nick) p = k.person();
    const issued = addDays(today, -rng.int(40, 220));
    const exp = addDays(addMonths(issued, 12), -1);
    const f = make(p, {
      nameShown: nameAs(p, 'nick_last'),
      frontValue: fmt(exp, 'dmy').toUpperCase(),
      issuedText: fmt(issued, 'dmy').toUpperCase(),
      surface: surfaceFor('photo'),
    });
    out.push({
      key: 'nickname-full-printed-date',
      person: requestPerson(p),
      html: render(f, rng),
      issues: [],
      forbidden: ['name mismatch'],
      data: {
        'badge.id': f.badgeId,
        'badge.status': 'active',
        'badge.issue_date': issued,
        'badge.expiration_date': exp,
        'person.name.status': 'match',
      },
      note: `the card is printed "${f.nameShown}", a nickname of ${p.first}; VALID THRU ${exp}, issued ${issued}; the verification code on the back is not the badge no.; no renewal sticker`,
      rendering: 'photo',
    });
  }

  // 3 — the platform's PDF of the card; the client accepts this platform; LAST, FIRST.
  {
    const p = k.person();
    const pl = plats[2];
    const issued = addDays(today, -rng.int(20, 150));
    const exp = addDays(addMonths(issued, 12), -1);
    const f = make(p, {
      pl,
      nameShown: nameAs(p, 'LAST_FIRST'),
      frontValue: fmt(exp, 'us'),
      issuedText: fmt(issued, 'us'),
      surface: surfaceFor('text_pdf'),
      dot: null,
      printedStatus: `ACTIVE as of ${fmt(addDays(today, -rng.int(1, 6)), 'us')}`,
    });
    out.push({
      key: 'accepted-platform-last-first-pdf',
      person: requestPerson(p),
      rules: { accepted_issuers: [pl.full, 'Halcyon Shift Partners'] },
      html: render(f, rng),
      issues: [],
      forbidden: ['unsupported issuer', 'badge inactive'],
      data: {
        'badge.id': f.badgeId,
        'badge.issuer': pl.full,
        'badge.status': 'active',
        'badge.issue_date': issued,
        'badge.expiration_date': exp,
        'person.name.status': 'match',
      },
      note: `${pl.full} (front band "${pl.name}") is in the client's accepted issuers; name printed "${f.nameShown}"; VALID THRU ${exp}; the platform's downloadable card prints the status (${f.printedStatus}) in place of a sticker; the revalidation grid is empty`,
      rendering: 'text_pdf',
    });
  }

  // 4 — a red SUSPENDED sticker across the front; the printed date is still ahead.
  {
    const p = k.person();
    const issued = addDays(today, -rng.int(60, 250));
    const exp = addDays(addMonths(issued, 12), -1);
    const susp = addDays(today, -rng.int(5, 40));
    const f = make(p, {
      frontValue: fmt(exp, 'us'),
      issuedText: fmt(issued, 'us'),
      suspended: `EFF. ${fmt(susp, 'us_short')}`,
      surface: surfaceFor('photo'),
    });
    out.push({
      key: 'red-suspended-sticker-date-ahead',
      person: requestPerson(p),
      html: render(f, rng),
      issues: ['badge inactive'],
      forbidden: ['document expired'],
      data: { 'badge.id': f.badgeId, 'badge.status': 'inactive', 'badge.expiration_date': exp },
      note: `a red "SUSPENDED — DO NOT SCHEDULE" sticker dated ${susp} is stuck across the front over the card (the ACTIVE dot beneath it is older); VALID THRU ${exp} is still ahead`,
      rendering: 'photo',
    });
  }

  // 5 — renewed once on the back, but that renewal has itself run out.
  {
    const p = k.person();
    const m = rng.int(2, 9);
    const renewedEnd = endOfMonth(`2026-${String(m).padStart(2, '0')}-01`);
    const printedEnd = endOfMonth(addMonths(renewedEnd.slice(0, 8) + '01', -12));
    const issued = addDays(addMonths(printedEnd.slice(0, 8) + '01', -12), rng.int(2, 20));
    const f = make(p, {
      frontValue: fmt(printedEnd, 'mm_yyyy').replace(/\/20(\d\d)$/, '/$1'),
      issuedText: fmt(issued, 'us'),
      renewals: [{ thru: fmt(renewedEnd, 'mm_yyyy'), ini: 'RB', bg: '#cfe8f7', rot: 3 }],
      dotYear: '2025',
      surface: surfaceFor('scan_image'),
    });
    out.push({
      key: 'renewal-sticker-itself-run-out',
      person: requestPerson(p),
      html: render(f, rng),
      issues: ['document expired'],
      data: { 'badge.id': f.badgeId, 'badge.expiration_date': renewedEnd },
      note: `front VALID THRU ${f.frontValue}; the only renewal sticker reads VALID THRU ${fmt(renewedEnd, 'mm_yyyy')} (ends ${renewedEnd}), before valid_on; the next revalidation boxes are empty; the ACTIVE dot is a 2025 sticker`,
      rendering: 'scan_image',
    });
  }

  // 6 — "member since" and no end date anywhere.
  {
    const p = k.person();
    const since = rng.int(2021, 2024);
    const issued = addDays(today, -rng.int(30, 200));
    const f = make(p, {
      frontLabel: 'MEMBER SINCE',
      frontValue: String(since),
      issuedText: fmt(issued, 'us'),
      backNote: 'Valid while credentials remain current — check status online.',
      surface: surfaceFor('fax'),
      dotBg: '#f6e27a',
    });
    out.push({
      key: 'member-since-no-end-date',
      person: requestPerson(p),
      html: render(f, rng),
      issues: ['missing expiration date'],
      data: {
        'badge.id': f.badgeId,
        'badge.status': 'active',
        'badge.issue_date': issued,
        'badge.expiration_date': null,
      },
      note: `the front prints MEMBER SINCE ${since} where other cards print VALID THRU; the back says "valid while credentials remain current"; no renewal sticker; no end date anywhere`,
      rendering: 'fax',
    });
  }
  return out;
}
