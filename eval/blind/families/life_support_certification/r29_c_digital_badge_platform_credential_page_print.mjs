// A digital-credential (open badge) platform's public credential page, printed from the browser by the worker or the
// recruiter: training providers that issue their course completions as digital badges publish each one on a hosting
// platform (fictional names here) whose name and logo dominate the page, while the issuer is only the "Issued by" line.
// The page: the browser's print header (print date-time, page title) and footer (URL with the credential's id, page
// 1/1); the platform's top bar and breadcrumb; a badge image (hexagon, shield or round seal carrying the course
// abbreviation); course title; "Issued by" with a verified tick; "Issued to"; a status chip (Valid / Expired) and, when
// expired, a red banner; a details grid (issued on, expires on, credential ID, skills session date, instructor,
// training site) in which the skills-session date is not the issue date and the training site is not the issuer; a
// verification panel with its own date-time ("verified just now"); description, skills tags and earning criteria; and a
// side column of "More from this issuer" courses with no dates and "Earners also hold" tags. A second layout is the
// earner's public profile ("wallet") with a grid of credential tiles. Dates that are not the card's: print date,
// verification time, skills session date, "member since", other tiles' dates.
import { addDays, addYears, endOfMonth, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'r29_c_digital_badge_platform_credential_page_print',
  split: 'tuning',
  renderings: { text_pdf: 35, scanned_pdf: 20, photo: 30, scan_image: 15 },
  description:
    'Digital-credential (open badge) hosting platform\u2019s public credential page printed from the browser: print header with print date-time and title, footer with the URL carrying the credential id; platform top bar and breadcrumb dominating the page while the issuer is only the "Issued by" line; hexagon / shield / seal badge image with the course abbreviation; title, Issued by (verified tick), Issued to, Valid / Expired chip and an expiry banner; details grid (issued on, expires on, credential ID, skills session date, instructor, training site that is not the issuer); verification panel with its own date-time; description, skills tags, earning criteria; side column "More from this issuer" without dates and "Earners also hold"; and the earner\u2019s public profile with a grid of credential tiles; variants ProTrainings BLS, ASHI CPR and AED through a training center, Red Cross PALS with month-only dates, an expired NSC BLS, an online-only CPR company, and a profile holding two current BLS credentials from two providers',
};

const PLATFORMS = [
  {
    name: 'Credwise',
    color: '#4b3fb5',
    host: 'www.credwise.example',
    tagline: 'Verified digital credentials',
  },
  { name: 'Badgeport', color: '#0d7a6f', host: 'badgeport.example', tagline: 'Skills you can prove' },
  {
    name: 'Verifyd',
    color: '#1f2a44',
    host: 'verifyd.example',
    tagline: 'Credentials, verified at the source',
  },
];

const ISSUERS = {
  protrainings: {
    name: 'ProTrainings, LLC',
    short: 'ProTrainings',
    color: '#c0392b',
    shape: 'shield',
    more: ['CPR & AED (Adult, Child & Infant)', 'First Aid', 'Bloodborne Pathogens', 'ACLS', 'PALS'],
  },
  ashi: {
    name: 'American Safety & Health Institute (ASHI)',
    short: 'ASHI',
    color: '#1c5aa6',
    shape: 'hex',
    more: ['Basic First Aid', 'Basic Life Support', 'Pediatric CPR, AED and First Aid', 'Emergency Oxygen'],
  },
  arc: {
    name: 'American Red Cross Training Services',
    short: 'American Red Cross',
    color: '#cc0000',
    shape: 'seal',
    more: ['Basic Life Support', 'Advanced Life Support', 'Adult First Aid/CPR/AED', 'Lifeguarding'],
  },
  nsc: {
    name: 'National Safety Council',
    short: 'NSC',
    color: '#00558c',
    shape: 'hex',
    more: ['First Aid, CPR & AED', 'Pediatric First Aid, CPR & AED', 'Advanced Cardiovascular Life Support'],
  },
  rapid: {
    name: 'RapidCert CPR Online',
    short: 'RapidCert',
    color: '#e07b00',
    shape: 'seal',
    more: ['ACLS Online Recertification', 'PALS Online', 'Bloodborne Pathogens Online'],
  },
};

const ALSO = [
  'ACLS',
  'PALS',
  'Bloodborne Pathogens',
  'First Aid',
  'Stop the Bleed',
  'NIH Stroke Scale',
  'TNCC',
];

function badgeSvg({ abbr, sub, color, shape, size = 150 }) {
  const s = size;
  let shapeSvg;
  if (shape === 'hex') {
    const r = s / 2 - 4;
    const pts = Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 3) * i - Math.PI / 2;
      return `${(s / 2 + r * Math.cos(a)).toFixed(1)},${(s / 2 + r * Math.sin(a)).toFixed(1)}`;
    }).join(' ');
    shapeSvg = `<polygon points="${pts}" fill="${color}"/><polygon points="${pts}" fill="none" stroke="#fff" stroke-width="3" transform="translate(${s * 0.06} ${s * 0.06}) scale(0.88)"/>`;
  } else if (shape === 'shield') {
    shapeSvg = `<path d="M${s / 2} 4 L${s - 10} ${s * 0.18} L${s - 14} ${s * 0.6} Q${s / 2} ${s - 2} ${s / 2} ${s - 4} Q${s / 2} ${s - 2} 14 ${s * 0.6} L10 ${s * 0.18} Z" fill="${color}"/>`;
  } else {
    const teeth = Array.from({ length: 24 }, (_, i) => {
      const a = (Math.PI * 2 * i) / 24;
      const r = i % 2 ? s / 2 - 4 : s / 2 - 12;
      return `${(s / 2 + r * Math.cos(a)).toFixed(1)},${(s / 2 + r * Math.sin(a)).toFixed(1)}`;
    }).join(' ');
    shapeSvg = `<polygon points="${teeth}" fill="${color}"/><circle cx="${s / 2}" cy="${s / 2}" r="${s / 2 - 20}" fill="none" stroke="#fff" stroke-width="2"/>`;
  }
  return `<svg width="${s}" height="${s}" viewBox="0 0 ${s} ${s}" xmlns="http://www.w3.org/2000/svg">${shapeSvg}
  <text x="${s / 2}" y="${s * 0.52}" text-anchor="middle" font-family="Liberation Sans" font-weight="bold" font-size="${abbr.length > 4 ? s * 0.17 : s * 0.24}" fill="#fff">${esc(abbr)}</text>
  <text x="${s / 2}" y="${s * 0.68}" text-anchor="middle" font-family="Liberation Sans" font-size="${Math.min(s * 0.075, (s * 0.62) / (sub.length * 0.55)).toFixed(1)}" fill="#fff">${esc(sub)}</text></svg>`;
}

function chrome(f, title, body) {
  const P = f.platform;
  return `<div class="ph"><span>${esc(f.printedText)}</span><span>${esc(title)}</span><span></span></div>
  <div class="bar" style="background:${P.color}"><span class="pl">\u25c6 ${esc(P.name)}</span><span class="pt">${esc(P.tagline)}</span>
    <span class="nav">Explore \u00b7 For organizations \u00b7 ${f.signedIn ? `Signed in as ${esc(f.signedIn)}` : 'Sign in'}</span></div>
  ${body}
  <div class="pf"><span>https://${esc(P.host)}${esc(f.path)}</span><span>1/1</span></div>`;
}

function credentialPage(f) {
  const C = f.cred;
  const I = ISSUERS[C.issuerKey];
  const exp = C.status === 'Expired';
  const details = [
    ['Issued on', C.issuedText],
    [C.expCaption || 'Expires on', C.expText],
    ['Credential ID', C.id],
    ['Skills session', C.sessionText || '\u2014'],
    ['Instructor', C.instructor || '\u2014'],
    ['Training site', C.site || '\u2014'],
  ]
    .map(([k, v]) => `<div class="dt"><div class="dk">${esc(k)}</div><div class="dv">${esc(v)}</div></div>`)
    .join('');
  const body = `
  <div class="crumb">Credentials \u203a ${esc(I.short)} \u203a ${esc(C.title)}</div>
  ${exp ? `<div class="expb">This credential expired on ${esc(C.expText)}. The earner may hold a newer credential \u2014 ask them to share it.</div>` : ''}
  <div class="main">
    <div class="left">
      <div class="card">
        <div class="bimg">${badgeSvg({ abbr: C.abbr, sub: I.short, color: I.color, shape: I.shape })}</div>
        <div class="info">
          <div class="ttl">${esc(C.title)}</div>
          <div class="iss">Issued by <a style="color:${f.platform.color}">${esc(I.name)}</a> <span class="vt">\u2714 verified issuer</span></div>
          <div class="to">Issued to <b>${esc(C.holderText)}</b></div>
          <div class="st ${exp ? 'bad' : 'ok'}">${exp ? '\u25cf Expired' : '\u25cf Valid'}</div>
        </div>
      </div>
      <div class="grid">${details}</div>
      <div class="ver" style="border-color:${exp ? '#b3261e' : '#1e7b45'}">
        <b>${exp ? '\u26a0' : '\u2714'} Verification</b> \u2014 ${esc(f.platform.name)} checked this credential with the issuer on ${esc(f.verifiedText)}:
        ${exp ? 'the credential is authentic but <b>no longer current</b>.' : 'the credential is <b>authentic and current</b>.'}
      </div>
      <div class="sec">About this credential</div>
      <p class="desc">${esc(C.desc)}</p>
      <div class="sec">Skills</div>
      <div class="tags">${C.skills.map((s) => `<span class="tag">${esc(s)}</span>`).join('')}</div>
      <div class="sec">Earning criteria</div>
      <ul class="crit">${C.criteria.map((c) => `<li>${esc(c)}</li>`).join('')}</ul>
    </div>
    <div class="right">
      <div class="box"><div class="bh">More from ${esc(I.short)}</div>${I.more
        .filter((m) => m !== C.title)
        .slice(0, 4)
        .map((m) => `<div class="mi">${esc(m)}<span>View \u203a</span></div>`)
        .join('')}</div>
      <div class="box"><div class="bh">Earners of this credential also hold</div><div class="tags">${f.also
        .map((a) => `<span class="tag sm">${esc(a)}</span>`)
        .join('')}</div></div>
      <div class="box"><div class="bh">Share</div><div class="sh">LinkedIn \u00b7 E-mail \u00b7 Copy link \u00b7 Download PDF</div>
      <div class="sm2">Embed code and public link are available to the earner only.</div></div>
    </div>
  </div>`;
  return chrome(f, `${C.title} \u2014 ${f.platform.name}`, body);
}

function profilePage(f) {
  const tiles = f.tiles
    .map((t) => {
      const I = ISSUERS[t.issuerKey] || { short: t.issuerName, color: '#666', shape: 'hex' };
      return `<div class="tile">
        <div class="timg">${badgeSvg({ abbr: t.abbr, sub: I.short, color: I.color, shape: I.shape, size: 84 })}</div>
        <div class="tt">${esc(t.title)}</div>
        <div class="ti">${esc(t.issuerName || I.name)}</div>
        <div class="td">Issued ${esc(t.issuedText)}</div>
        <div class="td">${esc(t.expText ? `Expires ${t.expText}` : 'No expiration date')}</div>
        <div class="tid">ID ${esc(t.id)}</div>
        <div class="st ok sm">\u25cf Valid</div>
      </div>`;
    })
    .join('');
  const body = `
  <div class="prof">
    <div class="av" style="background:${f.platform.color}">${esc(f.initials)}</div>
    <div><div class="pn">${esc(f.holderText)}</div><div class="pm">${esc(f.headline)} \u00b7 Member since ${esc(f.memberSince)} \u00b7 ${f.tiles.length} public credentials</div></div>
  </div>
  <div class="filt">Showing: <b>All credentials</b> \u00b7 Sort: <b>Most recent</b> \u00b7 Public view (what others see)</div>
  <div class="tiles">${tiles}</div>
  <div class="note2">Credentials are issued by the organizations shown on each tile. ${esc(f.platform.name)} hosts and verifies them but does not issue them.</div>`;
  return chrome(f, `${f.holderText} \u2014 ${f.platform.name} profile`, body);
}

function render(f) {
  const css = `
  .ph, .pf { display:flex; justify-content:space-between; font-size:7.4pt; color:#333; font-family:${FONTS.sans}; }
  .ph span:nth-child(2) { flex:1; text-align:center; } .ph span:last-child { width:1in; }
  .pf { position:fixed; left:0; right:0; bottom:0; }
  .bar { display:flex; align-items:center; gap:14px; color:#fff; padding:8px 14px; margin-top:6px; }
  .pl { font-weight:bold; font-size:14pt; } .pt { font-size:8.4pt; opacity:0.85; flex:1; } .nav { font-size:8.4pt; }
  .crumb { font-size:8pt; color:#666; margin:8px 2px; }
  .expb { background:#fbe9e7; border:1px solid #b3261e; color:#7d1a14; font-size:9pt; padding:5px 10px; margin-bottom:8px; }
  .main { display:flex; gap:16px; }
  .left { flex:2.3; min-width:0; } .right { flex:1; min-width:0; }
  .card { display:flex; gap:16px; align-items:center; border:1px solid #ddd; border-radius:6px; padding:12px; }
  .ttl { font-size:17pt; font-weight:bold; line-height:1.15; }
  .iss { font-size:9.4pt; margin-top:5px; } .iss a { text-decoration:underline; }
  .vt { white-space:nowrap; font-size:7.6pt; color:#1e7b45; border:1px solid #1e7b45; border-radius:8px; padding:0 5px; margin-left:3px; }
  .to { font-size:9.6pt; margin-top:5px; }
  .st { display:inline-block; margin-top:7px; font-size:8.4pt; font-weight:bold; border-radius:10px; padding:2px 10px; }
  .st.ok { background:#e1f3e8; color:#1e7b45; } .st.bad { background:#fbe9e7; color:#b3261e; }
  .st.sm { font-size:7.2pt; margin-top:4px; padding:1px 7px; }
  .grid { display:grid; grid-template-columns:1fr 1fr 1fr; gap:8px 14px; margin-top:10px; border:1px solid #eee; padding:8px 10px; background:#fafafa; }
  .dk { font-size:7.2pt; color:#666; text-transform:uppercase; letter-spacing:0.05em; } .dv { font-size:9.4pt; }
  .ver { margin-top:10px; border-left:4px solid; padding:5px 10px; font-size:8.8pt; background:#f7f7f7; }
  .sec { font-weight:bold; font-size:10pt; margin-top:12px; }
  .desc { font-size:8.8pt; line-height:1.4; margin:3px 0; }
  .tags { margin-top:4px; } .tag { display:inline-block; border:1px solid #bbb; border-radius:12px; padding:1px 9px; font-size:8pt; margin:0 4px 4px 0; }
  .tag.sm { font-size:7.4pt; }
  .crit { font-size:8.6pt; margin:4px 0 0 16px; padding:0; line-height:1.4; }
  .box { border:1px solid #ddd; border-radius:6px; padding:7px 9px; margin-bottom:10px; }
  .bh { font-weight:bold; font-size:8.8pt; margin-bottom:4px; }
  .mi { display:flex; justify-content:space-between; font-size:8.4pt; padding:3px 0; border-bottom:0.5px solid #eee; } .mi span { color:#666; font-size:7.4pt; }
  .sh { font-size:8.2pt; } .sm2 { font-size:7.2pt; color:#777; margin-top:3px; }
  .prof { display:flex; gap:14px; align-items:center; margin:14px 4px 8px; }
  .av { width:58px; height:58px; border-radius:50%; color:#fff; font-size:20pt; font-weight:bold; text-align:center; line-height:58px; }
  .pn { font-size:17pt; font-weight:bold; } .pm { font-size:8.8pt; color:#555; }
  .filt { font-size:8.2pt; color:#555; border-bottom:1px solid #ddd; padding-bottom:5px; margin-bottom:10px; }
  .tiles { display:grid; grid-template-columns:1fr 1fr 1fr; gap:12px; }
  .tile { border:1px solid #ddd; border-radius:6px; padding:8px; text-align:center; }
  .tt { font-weight:bold; font-size:9.6pt; margin-top:4px; } .ti { font-size:8pt; color:#444; margin-top:2px; }
  .td { font-size:8.2pt; margin-top:2px; } .tid { font-size:7.4pt; color:#666; margin-top:2px; font-family:${FONTS.mono}; }
  .note2 { font-size:7.6pt; color:#666; margin-top:12px; }`;
  return page({
    title: f.profile ? 'profile' : f.cred.title,
    margin: '0.35in',
    body: f.profile ? profilePage(f) : credentialPage(f),
    css,
    font: f.font,
  });
}

export function cases(k) {
  const { rng } = k;
  const out = [];
  const pickNick = () => {
    for (let i = 0; i < 40; i++) {
      const p = k.person();
      if (p.nick) return p;
    }
    throw new Error('no person with a nickname');
  };
  const hexId = (n) => Array.from({ length: n }, () => '0123456789abcdef'[rng.int(0, 15)]).join('');
  const uuidish = () => `${hexId(8)}-${hexId(4)}-${hexId(4)}-${hexId(4)}-${hexId(12)}`;
  const time = () => `${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`;
  const base = (o) => {
    const platform = o.platform || rng.pick(PLATFORMS);
    const printed = addDays('2026-11-09', rng.int(0, 10));
    const at = time();
    return {
      platform,
      printedText: `${fmt(printed, 'us_short')}, ${at}`,
      verifiedText: `${fmt(printed, 'mon')} at ${at}`,
      signedIn: o.signedIn || '',
      also: rng.shuffle(ALSO).slice(0, 4),
      font: rng.pick([FONTS.sans, FONTS.open, FONTS.roboto, FONTS.lato]),
      ...o,
    };
  };
  const BLS_SKILLS = [
    'High-quality CPR',
    'AED use',
    'Bag-mask ventilation',
    'Team resuscitation',
    'Choking relief',
  ];

  // 1 — ProTrainings BLS, issued this year (text PDF)
  {
    const p = k.person();
    const issue = addDays('2026-01-12', rng.int(0, 200));
    const exp = addYears(issue, 2);
    const id = uuidish();
    const session = addDays(issue, -rng.int(0, 3));
    const f = base({
      path: `/badges/${id}`,
      cred: {
        issuerKey: 'protrainings',
        title: 'BLS for Healthcare Providers (CPR & AED)',
        abbr: 'BLS',
        holderText: nameAs(p, 'first_last'),
        status: 'Valid',
        issuedText: fmt(issue, 'mon'),
        expText: fmt(exp, 'mon'),
        id,
        sessionText: `${fmt(session, 'mon')} \u2014 in person`,
        instructor: rng.pick(['Dale Kittering (#PT-40117)', 'Monique Ferris (#PT-22871)']),
        site: rng.pick(['Larkspur EMS Academy', 'Harmon Valley Fire District Training Room']),
        desc: 'The earner completed ProTrainings\u2019 BLS for Healthcare Providers course, covering adult, child and infant CPR, AED use, rescue breathing with a bag-mask device and team-based resuscitation, and passed a hands-on skills evaluation with an authorized instructor.',
        skills: BLS_SKILLS,
        criteria: [
          'Complete the online BLS cognitive course and pass the written exam (84 % or higher)',
          'Pass the in-person hands-on skills evaluation with an authorized ProTrainings instructor',
          'Credential is valid for two years from the date of issue',
        ],
      },
    });
    out.push({
      key: 'protrainings-bls-valid',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      forbidden: ['unsupported issuer', 'document expired', 'missing id'],
      data: {
        'certifications.0.type': 'bls',
        'certifications.0.issuer': 'protrainings',
        'certifications.0.id': id,
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': exp,
        ...personData('match', null),
      },
      note: `hosted on ${f.platform.name} (the platform is not the issuer): ProTrainings BLS issued ${issue}, expires ${exp}, credential ID ${id}; the skills session ${session}, the print date and the verification time are other dates; the training site is not the issuer`,
    });
  }

  // 2 — ASHI CPR and AED through a training center; the training center is named, the issuer is ASHI (scanned PDF)
  {
    const p = k.person();
    const issue = addDays('2025-05-05', rng.int(0, 300));
    const exp = addYears(issue, 2);
    const id = `ASHI-${rng.digits(8)}`;
    const f = base({
      path: `/credentials/${id.toLowerCase()}`,
      cred: {
        issuerKey: 'ashi',
        title: 'CPR and AED \u2014 Adult, Child and Infant',
        abbr: 'CPR',
        holderText: nameAs(p, 'first_mi_last'),
        status: 'Valid',
        issuedText: fmt(issue, 'long'),
        expText: fmt(exp, 'long'),
        id,
        sessionText: fmt(issue, 'long'),
        instructor: rng.pick(['Anita Marchetti, Instructor #1180457', 'Carl Jensen, Instructor #0974412']),
        site: rng.pick([
          'Summit Safety Training LLC (Training Center #30462)',
          'Canyon CPR & First Aid (TC #22618)',
        ]),
        desc: 'Issued by ASHI through an authorized training center. The earner demonstrated CPR for adults, children and infants, use of an AED and relief of choking, and passed the written and skills evaluations.',
        skills: ['Adult, child and infant CPR', 'AED operation', 'Choking relief', 'Scene safety'],
        criteria: [
          'Attend an instructor-led or blended ASHI CPR and AED class',
          'Perform all required skills to the ASHI performance standard',
          'Certification period: 2 years',
        ],
      },
    });
    out.push({
      key: 'ashi-cpr-aed-training-center',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: ['unsupported issuer', 'document expired', 'unsupported type'],
      data: {
        'certifications.0.type': 'cpr',
        'certifications.0.issuer': 'american_safety_health_institute',
        'certifications.0.id': id,
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': exp,
        ...personData('match', 'not_present'),
      },
      note: `issuer ASHI ("American Safety & Health Institute"), delivered by the training center "${f.cred.site}" which is not the issuer; CPR and AED issued ${issue}, expires ${exp}, ID ${id}; no DOB on the page`,
    });
  }

  // 3 — Red Cross PALS with month-only dates (photo of the printout)
  {
    const p = k.person();
    const issue = addDays('2025-02-03', rng.int(0, 330));
    const expMonth = addYears(issue, 2).slice(0, 7);
    const exp = endOfMonth(`${expMonth}-01`);
    const id = `${rng.alnum(3)}${rng.digits(3)}${rng.alnum(3)}`;
    const f = base({
      path: `/v/${id}`,
      signedIn: nameAs(p, 'first_last').split(' ')[0],
      cred: {
        issuerKey: 'arc',
        title: 'Pediatric Advanced Life Support (PALS)',
        abbr: 'PALS',
        holderText: nameAs(p, rng.pick(['full', 'first_last'])),
        status: 'Valid',
        issuedText: fmt(issue, 'month_yyyy'),
        expText: fmt(exp, 'month_yyyy'),
        id,
        sessionText: '',
        instructor: '',
        site: rng.pick([
          'Red River Lifesaving (licensed training provider)',
          'St. Agnes Children\u2019s Hospital \u2014 Clinical Education',
        ]),
        desc: 'The earner completed the American Red Cross Pediatric Advanced Life Support course: systematic assessment of infants and children, recognition and management of respiratory and shock emergencies, cardiac arrest and arrhythmias, and high-performance team resuscitation.',
        skills: [
          'Pediatric assessment',
          'Respiratory management',
          'Shock management',
          'Pediatric arrhythmias',
          'Team dynamics',
        ],
        criteria: [
          'Complete the PALS course (classroom or blended)',
          'Pass the written exam and skills scenarios',
          'Valid 2 years',
        ],
      },
    });
    out.push({
      key: 'red-cross-pals-month-only',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['document expired', 'unsupported issuer', 'missing expiration date'],
      data: {
        'certifications.0.type': 'pals',
        'certifications.0.issuer': 'american_red_cross',
        'certifications.0.id': id,
        'certifications.0.expiration_date': exp,
        ...personData('match', 'not_present'),
      },
      note: `Red Cross PALS shown with month-only dates: issued ${fmt(issue, 'month_yyyy')}, expires ${fmt(exp, 'month_yyyy')} \u2192 last day of that month ${exp}; the signed-in first name in the top bar is the viewer's account, the print and verification dates are not card dates`,
    });
  }

  // 4 — NSC BLS that expired this year (text PDF)
  {
    const p = k.person();
    const issue = addDays('2024-03-04', rng.int(0, 200));
    const exp = addYears(issue, 2);
    const id = `NSC${rng.digits(9)}`;
    const f = base({
      path: `/badges/${hexId(24)}`,
      cred: {
        issuerKey: 'nsc',
        title: 'BLS for Healthcare Providers',
        abbr: 'BLS',
        holderText: nameAs(p, 'first_last'),
        status: 'Expired',
        issuedText: fmt(issue, 'mon'),
        expText: fmt(exp, 'mon'),
        id,
        sessionText: fmt(issue, 'mon'),
        instructor: rng.pick(['Teresa Holm (NSC #77120)', 'Jamal Whitten (NSC #81544)']),
        site: rng.pick(['Harmon Safety Council Training Center', 'Prairie Fire & Rescue Academy']),
        desc: 'National Safety Council Basic Life Support for healthcare providers and professional rescuers: high-quality CPR for all ages, AED, ventilation with barrier devices and bag-mask, and two-rescuer team response.',
        skills: BLS_SKILLS,
        criteria: [
          'Complete the NSC BLS course with an authorized instructor',
          'Pass written and skills tests',
          'Two-year certification',
        ],
      },
    });
    out.push({
      key: 'nsc-bls-expired',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['document expired'],
      forbidden: ['unsupported issuer', 'missing id'],
      data: {
        'certifications.0.type': 'bls',
        'certifications.0.issuer': 'national_safety_council',
        'certifications.0.id': id,
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': exp,
        ...personData('match', 'not_present'),
      },
      note: `NSC BLS issued ${issue}, expired ${exp} (before 2026-11-21); the page shows an Expired chip and banner; the print date (November 2026) is not a renewal`,
    });
  }

  // 5 — online-only CPR company (unsupported issuer) (scan image)
  {
    const p = pickNick();
    const issue = addDays('2026-02-02', rng.int(0, 220));
    const exp = addYears(issue, 2);
    const id = `RC-${rng.digits(4)}-${rng.alnum(4)}`;
    const f = base({
      path: `/c/${id}`,
      cred: {
        issuerKey: 'rapid',
        title: 'CPR, AED & First Aid Certification (Healthcare Provider Level)',
        abbr: 'CPR',
        holderText: nameAs(p, 'nick_last'),
        status: 'Valid',
        issuedText: fmt(issue, 'mon'),
        expText: fmt(exp, 'mon'),
        id,
        sessionText: 'Not required (online course)',
        instructor: '',
        site: 'Online \u2014 self-paced',
        desc: 'A 100% online certification course following current resuscitation guidelines. Instant digital certificate and wallet card. Accepted by many employers \u2014 check with yours.',
        skills: ['CPR', 'AED', 'First aid', 'Choking'],
        criteria: [
          'Watch the video modules at your own pace',
          'Pass the 25-question online exam (unlimited attempts)',
          'No in-person skills session required',
        ],
      },
    });
    out.push({
      key: 'online-only-cpr-company',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scan_image',
      issues: ['unsupported issuer'],
      forbidden: ['document expired', 'missing id', 'name mismatch'],
      data: {
        'certifications.0.issuer': 'other',
        'certifications.0.id': id,
        'certifications.0.issue_date': issue,
        'certifications.0.expiration_date': exp,
        ...personData('match', 'not_present'),
      },
      note: `issued by "RapidCert CPR Online", an online-only company that is none of the named issuers \u2192 unsupported issuer; dates ${issue} \u2192 ${exp} and ID ${id} are present; the holder is shown by nickname (${nameAs(p, 'nick_last')}); whether the combined course reads as cpr or first_aid does not change the decision`,
    });
  }

  // 6 — the earner's public profile with two current BLS credentials from two providers (photo)
  {
    const p = k.person();
    const i1 = addDays('2025-03-10', rng.int(0, 120));
    const e1 = addYears(i1, 2);
    const i2 = addDays('2026-04-06', rng.int(0, 120));
    const e2 = addYears(i2, 2);
    const ibbp = addDays(i2, rng.int(0, 20));
    const id1 = `NSC${rng.digits(9)}`;
    const id2 = uuidish().slice(0, 18);
    const f = base({
      profile: true,
      path: `/u/${nameAs(p, 'plain')
        .toLowerCase()
        .replace(/[^a-z]+/g, '-')}-${hexId(6)}`,
      holderText: nameAs(p, 'first_last'),
      initials: `${p.first[0]}${p.last[0]}`,
      headline: rng.pick([
        'Registered Nurse',
        'Travel RN \u2014 ICU',
        'Certified Nursing Assistant',
        'Respiratory Therapist',
      ]),
      memberSince: String(rng.int(2021, 2024)),
      tiles: [
        {
          issuerKey: 'protrainings',
          title: 'Bloodborne Pathogens',
          abbr: 'BBP',
          issuedText: fmt(ibbp, 'mon'),
          expText: fmt(addYears(ibbp, 1), 'mon'),
          id: uuidish().slice(0, 18),
        },
        {
          issuerKey: 'protrainings',
          title: 'BLS for Healthcare Providers (CPR & AED)',
          abbr: 'BLS',
          issuedText: fmt(i2, 'mon'),
          expText: fmt(e2, 'mon'),
          id: id2,
        },
        {
          issuerKey: 'nsc',
          title: 'BLS for Healthcare Providers',
          abbr: 'BLS',
          issuedText: fmt(i1, 'mon'),
          expText: fmt(e1, 'mon'),
          id: id1,
        },
      ],
    });
    out.push({
      key: 'profile-two-current-bls',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['too many certifications'],
      forbidden: ['document expired', 'unsupported issuer'],
      data: { ...personData('match', 'not_present') },
      note: `public profile with two current BLS credentials of different dates and providers: ProTrainings ${i2} \u2192 ${e2} (ID ${id2}) and NSC ${i1} \u2192 ${e1} (ID ${id1}) \u2192 too many certifications (flagged); the Bloodborne Pathogens tile is not a life-support course`,
    });
  }
  return out;
}
