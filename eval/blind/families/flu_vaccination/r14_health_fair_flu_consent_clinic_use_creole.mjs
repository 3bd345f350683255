// A community health-fair flu shot consent form, English with Haitian Creole labels, that a contracted pharmacy's
// outreach team runs in a church hall or community centre. The worker keeps the canary (patient) copy of the
// carbonless set and photographs it. Top: event banner naming the host and the pharmacy that provides the vaccine
// and the season; patient block (Last name / Siyati, First name / Non, DOB / Dat nesans, phone, insurance ringed);
// screening questions with Yes / No boxes; the consent paragraph with a signature; an "I decline" box with reasons.
// The bottom "FOR CLINIC USE ONLY / POU KLINIK LA SÈLMAN" panel is filled by the vaccinator by hand: the product
// ticked AND ringed among five printed products, lot, expiry, site ringed (LD / RD / intranasal), VIS date, date
// given, vaccinator name and credentials, signature, and sometimes a pharmacy stamp instead of a printed name.
import { addDays, fmt, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, HANDS, hand, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r14_health_fair_flu_consent_clinic_use_creole',
  split: 'tuning',
  renderings: { text_pdf: 15, scanned_pdf: 15, photo: 40, fax: 15, scan_image: 15 },
  description:
    'Community health-fair flu shot consent form with Haitian Creole labels, canary patient copy of a carbonless set: event banner with host, vaccinating pharmacy and season, patient block (Last name / Siyati, DOB / Dat nesans), Yes / No screening boxes, signed consent, an "I decline / Mwen refize" box with reasons, and a hand-filled FOR CLINIC USE ONLY panel (product ticked and ringed among five, lot, exp., site ringed, VIS date, date given, vaccinator, signature, pharmacy stamp); variants high-dose, cell-based with a stamp only, nasal spray and nickname, last season\u2019s form, blank vaccinator lines, a declination',
};

const PHARMACIES = [
  {
    name: 'Harborview Pharmacy Services',
    addr: '1220 Meridian Ave, Orlando FL 32803',
    tel: '(407) 555-0148',
    color: '#0d5c63',
  },
  {
    name: 'Kenmore Square Apothecary — Outreach Immunization Team',
    addr: '88 Lindell Blvd, Worcester MA 01608',
    tel: '(508) 555-0133',
    color: '#3a3f8f',
  },
  {
    name: 'Lakay Sante Community Pharmacy',
    addr: '415 Fernhill Rd, Savannah GA 31401',
    tel: '(912) 555-0172',
    color: '#7a2f1c',
  },
];
const HOSTS = [
  'Église Baptiste Bethel — Fellowship Hall',
  'Little Haiti Cultural Center, Room 2',
  'St. Brendan Parish Hall',
  'Northside Senior Center Gymnasium',
];
const PRODUCTS = [
  ['Fluzone High-Dose', 'Sanofi', 'LD'],
  ['Flucelvax', 'Seqirus', 'LD'],
  ['Fluad', 'Seqirus', 'RD'],
  ['Flublok', 'Sanofi', 'LD'],
  ['FluMist (nasal)', 'AstraZeneca', 'intranasal'],
];
const VACCINATORS = [
  ['Jean-Robert Célestin, PharmD', 'J-R Célestin'],
  ['Nadège Pierre-Louis, RPh', 'N. Pierre-Louis'],
  ['Michelle Okonkwo, PharmD', 'M. Okonkwo'],
  ['Darius Whitfield, CPhT-IZ', 'D. Whitfield'],
];

function render(f) {
  const P = f.pharm;
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.5em', ...o });
  const V = (t, o = {}) => hand(t, { font: f.vHand, ink: f.vInk, size: '1.2em', ...o });
  const yn = (q, cr) =>
    `<tr><td>${esc(q)}<div class="cr">${esc(cr)}</div></td><td class="b">${box(false)}Yes / Wi</td><td class="b">${box(true, { ink: f.ink, font: f.hand })}No / Non</td></tr>`;
  const prodOpts = PRODUCTS.map(([n, m]) =>
    f.given && n === f.product[0]
      ? `<div class="po">${box(true, { style: 'check', ink: f.vInk })}<span class="circled" style="border-color:${f.vInk}">${esc(n)}</span> <span class="mf">${esc(m)}</span></div>`
      : `<div class="po">${box(false)}${esc(n)} <span class="mf">${esc(m)}</span></div>`,
  ).join('');
  const site = ['LD', 'RD', 'intranasal']
    .map((s) =>
      f.given && s === f.product[2] ? `<span class="circled" style="border-color:${f.vInk}">${s}</span>` : s,
    )
    .join(' &nbsp; ');
  const vac = f.given && f.vaccinator && !f.stampOnly;
  const clinicStamp =
    f.given && f.stamp
      ? stamp(
          [
            P.name.split(' — ')[0].toUpperCase(),
            ...(f.stampOnly ? [`Administered by: ${f.vaccinator[0]}`] : []),
            P.addr,
            P.tel,
          ],
          { color: '#7a1f5c', rot: f.stampRot },
        )
      : '';
  const decline = f.declined
    ? `${box(true, { ink: f.ink, font: f.hand })}<b>I DECLINE the influenza vaccine this season. / Mwen REFIZE vaksen grip la sezon sa a.</b><br>
       Reason / Rezon: ${box(f.declined.reason === 'medical', { ink: f.ink })}Medical / Medikal ${box(f.declined.reason === 'religious', { ink: f.ink })}Religious / Relijye ${box(f.declined.reason === 'personal', { ink: f.ink })}Personal belief / Kwayans pèsonèl ${box(false)}Other: ______<br>
       Signature: ${sig(f.sigName, { font: f.pSig, ink: f.ink, size: '1.5em' })} &nbsp; Date / Dat: ${H(fmt(f.declined.date, f.ds))}`
    : `${box(false)}<b>I DECLINE the influenza vaccine this season. / Mwen REFIZE vaksen grip la sezon sa a.</b><br>
       Reason / Rezon: ${box(false)}Medical / Medikal ${box(false)}Religious / Relijye ${box(false)}Personal belief / Kwayans pèsonèl ${box(false)}Other: ______<br>
       Signature: ______________________________ &nbsp; Date / Dat: ______________`;
  const body = `<div class="sheet">
   <div class="ban" style="background:${P.color}"><div class="b1">FREE FLU SHOT CLINIC · KLINIK VAKSEN GRIP GRATIS</div>
     <div class="b2">${esc(f.season)} Influenza Season · Sezon grip ${esc(f.season)}</div></div>
   <div class="ev">Hosted at / Kote: <b>${esc(f.host)}</b> &nbsp;·&nbsp; Vaccines provided by / Vaksen bay pa: <b>${esc(P.name)}</b>, ${esc(P.addr)}, ${esc(P.tel)}</div>
   <div class="sec">1. PATIENT INFORMATION / ENFÒMASYON PASYAN (please print / ekri an lèt detache)</div>
   <table class="pt"><tr>
     <td style="width:33%"><div class="lb">Last name / Siyati</div>${H(f.last)}</td>
     <td style="width:30%"><div class="lb">First name / Non</div>${H(f.first)}</td>
     <td style="width:7%"><div class="lb">MI</div>${H(f.mi)}</td>
     <td><div class="lb">Date of birth / Dat nesans (MM/DD/YYYY)</div>${H(fmt(f.dob, 'us'))}</td></tr>
     <tr><td colspan="2"><div class="lb">Address / Adrès</div>${H(f.addr, { size: '1.25em' })}</td>
     <td colspan="2"><div class="lb">Phone / Telefòn</div>${H(f.tel, { size: '1.25em' })}</td></tr>
     <tr><td colspan="4"><div class="lb">Insurance / Asirans (circle / fè yon sèk)</div>
       ${['Medicare', 'Medicaid', 'Private / Prive', 'None / Okenn'].map((o) => (o === f.ins ? `<span class="circled" style="border-color:${f.ink}">${o}</span>` : o)).join(' &nbsp; &nbsp; ')}
       &nbsp; &nbsp; Member ID: ${H(f.memberId, { size: '1em' })}</td></tr></table>
   <div class="sec">2. SCREENING / KESYON DEPISTAJ</div>
   <table class="sc">
     ${yn('Are you sick today or do you have a fever?', 'Èske ou malad jodi a oswa ou gen lafyèv?')}
     ${yn('Have you ever had a serious reaction to a flu vaccine?', 'Èske ou te janm gen yon move reyaksyon ak vaksen grip?')}
     ${yn('Do you have a severe allergy to eggs, latex or any vaccine ingredient?', 'Èske ou fè alèji grav ak ze, latèks oswa eleman vaksen an?')}
     ${yn('Have you ever had Guillain-Barré syndrome?', 'Èske ou te janm gen sendwòm Guillain-Barré?')}
   </table>
   <div class="sec">3. CONSENT / KONSANTMAN</div>
   <div class="cn">I have received the Vaccine Information Statement (VIS) and had the chance to ask questions. I consent to receive the
     influenza vaccine. / Mwen resevwa fèy enfòmasyon sou vaksen an epi mwen dakò pou yo ban mwen vaksen grip la.<br>
     ${f.declined ? 'Signature of patient / Siyati pasyan: ______________________________' : `Signature of patient / Siyati pasyan: ${sig(f.sigName, { font: f.pSig, ink: f.ink, size: '1.6em' })}`}</div>
   <div class="dc">${decline}</div>
   <div class="cu">
     <div class="cuh">FOR CLINIC USE ONLY / POU KLINIK LA SÈLMAN</div>
     <table class="ct"><tr><td style="width:38%" rowspan="3"><div class="lb">Vaccine given (tick and circle)</div>${prodOpts}</td>
       <td><div class="lb">Lot #</div>${f.given ? V(f.lot) : ''}</td><td><div class="lb">Exp.</div>${f.given ? V(f.lotExp, { size: '1.05em' }) : ''}</td>
       <td><div class="lb">Dose</div>${f.given ? V(f.product[2] === 'intranasal' ? '0.2 mL' : f.product[0].includes('High') ? '0.7 mL' : '0.5 mL', { size: '1.05em' }) : ''}</td></tr>
       <tr><td colspan="2"><div class="lb">Site (circle)</div><span class="si">${site}</span></td><td><div class="lb">VIS date</div>${f.given ? V('8/6/2021', { size: '1.05em' }) : ''}</td></tr>
       <tr><td colspan="3"><div class="lb">Date given / Dat yo bay vaksen an</div>${f.given && f.date ? V(fmt(f.date, f.ds), { size: '1.35em' }) : ''}</td></tr>
       <tr><td><div class="lb">Vaccinator name &amp; credentials (print)</div>${vac ? V(f.vaccinator[0], { size: '1.1em' }) : ''}</td>
        <td colspan="2"><div class="lb">Vaccinator signature</div>${vac || (f.given && f.stampOnly) ? sig(f.vaccinator[1], { font: f.vSig, ink: f.vInk, size: '1.7em' }) : ''}</td>
        <td><div class="lb">Entered in state IIS</div>${f.given ? `${box(true, { ink: f.vInk })}Yes` : `${box(false)}Yes`}</td></tr></table>
     <div class="stp">${clinicStamp}</div>
   </div>
   <div class="ft">WHITE — Pharmacy · CANARY — Patient / Pasyan · Form OUT-FLU-3 (English / Kreyòl ayisyen)</div>
  </div>`;
  return page({
    title: 'Flu shot consent',
    size: 'letter',
    margin: '0',
    font: FONTS.sans,
    bg: f.canary ? '#fbf1b5' : '#fff',
    body,
    css: `
    .hand { -webkit-text-stroke: 0.35px currentColor; }
    .sheet { padding:0.38in 0.45in 0.3in; font-size:9pt; min-height:10.9in; }
    .ban { color:#fff; padding:6px 10px; } .b1 { font-size:14pt; font-weight:bold; letter-spacing:.5px; } .b2 { font-size:9.5pt; }
    .ev { font-size:8pt; margin:4px 0 6px; }
    .sec { font-weight:bold; font-size:9pt; background:#ddd; padding:2px 5px; margin-top:7px; border:1px solid #555; border-bottom:0; }
    .lb { font-size:6.8pt; color:#333; }
    table.pt { width:100%; } table.pt td { border:1px solid #555; padding:2px 5px 4px; height:0.42in; vertical-align:top; }
    table.sc { width:100%; } table.sc td { border:1px solid #555; padding:2px 5px; font-size:8.5pt; } td.b { width:13%; white-space:nowrap; }
    .cr { font-size:7.3pt; font-style:italic; color:#333; }
    .cn { border:1px solid #555; padding:4px 6px; font-size:8.3pt; line-height:1.6; }
    .dc { border:1px solid #555; border-top:0; padding:4px 6px; font-size:8.3pt; line-height:1.8; }
    .cu { margin-top:10px; border:2.5px solid #222; background:rgba(0,0,0,.05); padding:4px 6px 6px; position:relative; }
    .cuh { font-weight:bold; font-size:10pt; letter-spacing:.6px; margin-bottom:3px; }
    table.ct { width:100%; } table.ct td { border:1px solid #444; padding:2px 5px; vertical-align:top; height:0.44in; }
    .po { font-size:9pt; margin:3px 0; } .mf { font-size:7pt; color:#444; } .si { font-size:11pt; }
    .stp { position:absolute; right:0.5in; bottom:-0.85in; }
    .ft { margin-top:1.05in; font-size:7.5pt; text-align:center; color:#333; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const mk = (p, o = {}) => {
    const pharm = o.pharm || rng.pick(PHARMACIES);
    const product = o.product || rng.pick(PRODUCTS.slice(0, 4));
    const given = !o.declined;
    return {
      pharm,
      host: rng.pick(HOSTS),
      season: o.season || '2026–2027',
      last: o.upper ? p.last.toUpperCase() : p.last,
      first: o.first || p.first,
      mi: p.middle ? p.middle[0] : '',
      dob: p.dob,
      addr: `${rng.int(12, 4800)} ${rng.pick(['NW 54th St', 'Larkspur Ave', 'Grange Hall Rd', 'Copperfield Dr', 'Sycamore Ln'])} Apt ${rng.int(1, 30)}`,
      tel: `(${rng.pick([305, 407, 508, 912])}) 555-0${rng.int(100, 199)}`,
      ins: rng.pick(['Medicare', 'Medicaid', 'Private / Prive', 'None / Okenn']),
      memberId: rng.chance(0.5) ? rng.alnum(9) : '',
      sigName: `${(o.first || p.first)[0]}. ${p.last}`,
      product,
      lot: `${rng.letters(2)}${rng.digits(4)}${rng.letters(1)}`,
      lotExp: `06/${o.season ? '2026' : '2027'}`,
      date: o.date,
      given,
      declined: o.declined || null,
      vaccinator: o.noVaccinator ? null : rng.pick(VACCINATORS),
      stamp: o.stamp ?? rng.chance(0.5),
      stampOnly: !!o.stampOnly,
      stampRot: rng.float(-8, 6).toFixed(1),
      ds: rng.pick(['us', 'us_nz', 'us_short']),
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      pSig: rng.pick(SIGS),
      vHand: rng.pick(HANDS),
      vInk: rng.pick(['#1a2b6d', '#202020', '#0b3d91', '#3b2b6d']),
      vSig: rng.pick(SIGS),
      canary: o.canary ?? rng.chance(0.6),
    };
  };
  const out = [];

  // 1. high-dose, named vaccinator
  let p = k.person();
  let date = addDays('2026-09-19', rng.int(0, 55));
  let f = mk(p, { date, product: PRODUCTS[0], stamp: false });
  out.push({
    key: 'high-dose-vaccinator-named-and-signed',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      season: '2026-2027',
      'vaccinations.0.date': date,
      'vaccinations.0.lot': f.lot,
      ...personData('match', 'match'),
    },
    note: `Fluzone High-Dose ticked and ringed; date given ${date}; vaccinator ${f.vaccinator[0]} printed and signed`,
    rendering: 'photo',
  });

  // 2. cell-based, pharmacy stamp with the vaccinator's name instead of a printed name
  p = k.person();
  date = addDays('2026-10-01', rng.int(0, 45));
  f = mk(p, { date, product: PRODUCTS[1], stamp: true, stampOnly: true, upper: true });
  out.push({
    key: 'cell-based-stamp-names-the-vaccinator',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['missing administrator'],
    data: { season: '2026-2027', 'vaccinations.0.date': date, ...personData('match', 'match') },
    note: `the printed-name cell is empty but the pharmacy stamp reads "Administered by: ${f.vaccinator[0]}" and the signature cell is signed`,
    rendering: 'scan_image',
  });

  // 3. nasal spray, nickname in the First name box
  p = k.person();
  while (!p.nick) p = k.person();
  date = addDays('2026-10-12', rng.int(0, 38));
  f = mk(p, { date, product: PRODUCTS[4], first: p.nick });
  out.push({
    key: 'nasal-spray-nickname-first-name',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { season: '2026-2027', 'vaccinations.0.date': date, ...personData('match', 'match') },
    note: `First name / Non written as "${p.nick}" (nickname of ${p.first}); FluMist ticked and ringed, site "intranasal" ringed`,
    rendering: 'photo',
  });

  // 4. last season's form
  p = k.person();
  date = addDays('2025-09-22', rng.int(0, 50));
  f = mk(p, { date, season: '2025–2026' });
  out.push({
    key: 'last-season-clinic-2025',
    person: requestPerson(p),
    html: render(f),
    issues: ['vaccination outside season'],
    data: { 'vaccinations.0.date': date },
    note: `banner "2025–2026 Influenza Season", date given ${date}; the current season is 2026-2027`,
    rendering: 'fax',
  });

  // 5. vaccinator lines blank, no stamp
  p = k.person();
  date = addDays('2026-09-26', rng.int(0, 50));
  f = mk(p, { date, noVaccinator: true, stamp: false });
  out.push({
    key: 'vaccinator-name-and-signature-blank',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing administrator'],
    data: { season: '2026-2027', 'vaccinations.0.date': date },
    note: 'product, lot, site and date are filled in but the vaccinator name and signature cells are empty and there is no stamp; the pharmacy named in the event banner supplied the vaccine and is not a vaccinator entry',
    rendering: rng.pick(['text_pdf', 'scanned_pdf']),
  });

  // 6. declination
  p = k.person();
  const dd = addDays('2026-10-03', rng.int(0, 40));
  f = mk(p, { declined: { date: dd, reason: rng.pick(['personal', 'religious']) } });
  out.push({
    key: 'i-decline-box-ticked',
    person: requestPerson(p),
    html: render(f),
    issues: ['declination not allowed'],
    data: { record_type: 'declination', 'declination.date': dd, ...personData('match', 'match') },
    note: `"I DECLINE / Mwen REFIZE" ticked with a ${f.declined.reason} reason, signed and dated ${dd}; the clinic-use panel is blank; allow_declination is false by default`,
    rendering: 'photo',
  });
  return out;
}
