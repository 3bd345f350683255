// A Canadian provincial "proof of COVID-19 vaccination" PDF as a nurse or aide trained in Canada uploads it to a US
// staffing platform: downloaded from a provincial health portal (or a federal-style travel proof), bilingual English /
// French throughout (French first for a Québec-style record), printed, then photographed, scanned, faxed or kept as the
// PDF. Around a wordmark band and a QR panel ("SMART Health Card" — scan to verify) sits the holder block (name, date of
// birth in the same YYYY-MM-DD form as the doses, masked health card number, record issued on), a "doses received"
// count, and one bordered block per dose laid out two across, so dose 3 sits under dose 1: "Dose 1 / 1re dose" head,
// then bilingual label / value pairs — Agent / Agent, Product name / Nom du produit (brand with the maker in
// parentheses), Lot / Lot, Date / Date (ISO), Province or territory / Province ou territoire, Authorized organization /
// Organisation autorisée. Other dates on the page (date of birth, issued, generated, "next dose eligible from") are
// not doses. Variants: Pfizer x2 + a bivalent Moderna booster; Moderna x2 + a Pfizer booster with dose 1 given in
// another province; Vaxzevria (AstraZeneca) x2 + a Moderna booster; Vaxzevria then Comirnaty as the two primary doses
// (the mixed schedule Canada allowed); Covifenz (Medicago) x2; a single Comirnaty dose with a "next dose eligible
// from" date.
import { addDays, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, logo, page, qr } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r25_canadian_provincial_proof_bilingual_dose_blocks',
  split: 'blind',
  renderings: { photo: 35, scanned_pdf: 20, fax: 15, scan_image: 10, text_pdf: 20 },
  description:
    'Canadian provincial / federal-style proof of COVID-19 vaccination PDF, bilingual English / French (French first for a Québec-style record): wordmark band, QR panel ("SMART Health Card", scan to verify), holder block (name, date of birth YYYY-MM-DD, masked health card no., record issued), "doses received" count, one bordered block per dose two across (dose 3 under dose 1) with bilingual label / value pairs Agent, Product name / Nom du produit (brand with maker in parentheses), Lot, Date (ISO), Province or territory, Authorized organization; generated date-time footer; variants Pfizer x2 + bivalent Moderna booster, Moderna x2 + Pfizer booster (dose 1 in another province), Vaxzevria x2 + Moderna booster, Vaxzevria then Comirnaty primary, Covifenz (Medicago) x2, a single Comirnaty dose with "next dose eligible from"',
};

const ISSUERS = {
  ON: {
    prov: 'ON',
    en: 'Ontario',
    fr: 'Ontario',
    gov: 'Gouvernement de l\u2019Ontario',
    dept: ['Ministry of Health', 'Ministère de la Santé'],
    color: '#1a5a96',
    shape: 'leaf',
    portal: 'covid19.ontariohealth.example.ca',
    orgs: [
      'Toronto Public Health \u2013 Metro Hall Immunization Clinic',
      'Ottawa Public Health \u2013 Nepean Sportsplex',
      'Lakeshore Pharmacy #0412, Mississauga',
      'Middlesex-London Health Unit \u2013 Western Fair Agriplex',
    ],
    fr1: false,
  },
  NB: {
    prov: 'NB',
    en: 'New Brunswick',
    fr: 'Nouveau-Brunswick',
    gov: 'Gouvernement du Nouveau-Brunswick',
    dept: ['Department of Health', 'Ministère de la Santé'],
    color: '#8a1538',
    shape: 'shield',
    portal: 'vaccination.gnb.example.ca',
    orgs: [
      'Horizon Health Network \u2013 Saint John Clinic',
      'R\u00e9seau de sant\u00e9 Vitalit\u00e9 \u2013 Clinique de Moncton',
      'Pharmacie Boudreau, Dieppe',
      'Horizon Health Network \u2013 Fredericton Exhibition Grounds',
    ],
    fr1: false,
  },
  QC: {
    prov: 'QC',
    en: 'Qu\u00e9bec',
    fr: 'Qu\u00e9bec',
    gov: 'Gouvernement du Qu\u00e9bec',
    dept: ['Minist\u00e8re de la Sant\u00e9 et des Services sociaux', 'Health and Social Services'],
    color: '#095797',
    shape: 'square',
    portal: 'carnet-sante.example.quebec',
    orgs: [
      'CISSS de Lanaudi\u00e8re \u2013 Centre de vaccination de Joliette',
      'CIUSSS de l\u2019Estrie \u2013 Carrefour de l\u2019Estrie, Sherbrooke',
      'Pharmacie Gagnon et Associ\u00e9s, Laval',
      'CISSS de la Mont\u00e9r\u00e9gie-Centre \u2013 Quartier DIX30',
    ],
    fr1: true,
  },
  NS: {
    prov: 'NS',
    en: 'Nova Scotia',
    fr: 'Nouvelle-\u00c9cosse',
    gov: 'Gouvernement de la Nouvelle-\u00c9cosse',
    dept: ['Department of Health and Wellness', 'Minist\u00e8re de la Sant\u00e9 et du Mieux-\u00eatre'],
    color: '#0b6e4f',
    shape: 'circle',
    portal: 'myvaccinerecord.novascotia.example.ca',
    orgs: [
      'Nova Scotia Health \u2013 Halifax Convention Centre Clinic',
      'Harbourside Pharmacy, Dartmouth',
      'Nova Scotia Health \u2013 Truro Clinic',
    ],
    fr1: false,
  },
};

const PRODUCT = {
  pfizer: {
    en: 'COMIRNATY (Pfizer-BioNTech) COVID-19 mRNA',
    agent: ['COVID-19 mRNA', 'ARNm COVID-19'],
    mfr: 'pfizer',
    lot: (r) => `F${r.letters(1, 'ACDEFHJKL')}${r.digits(4)}`,
  },
  pfizer_biv: {
    en: 'COMIRNATY Bivalent (Pfizer-BioNTech) Original / Omicron BA.4/BA.5',
    agent: ['COVID-19 mRNA', 'ARNm COVID-19'],
    mfr: 'pfizer',
    lot: (r) => `GH${r.digits(4)}`,
  },
  moderna: {
    en: 'SPIKEVAX (Moderna) COVID-19 mRNA',
    agent: ['COVID-19 mRNA', 'ARNm COVID-19'],
    mfr: 'moderna',
    lot: (r) => `30${r.digits(5)}`,
  },
  moderna_biv: {
    en: 'SPIKEVAX Bivalent (Moderna) Original / Omicron BA.1',
    agent: ['COVID-19 mRNA', 'ARNm COVID-19'],
    mfr: 'moderna',
    lot: (r) => `0${r.digits(2)}H22${r.letters(1, 'AB')}`,
  },
  az: {
    en: 'VAXZEVRIA (AstraZeneca) COVID-19 ChAdOx1-S',
    agent: ['COVID-19 viral vector', 'COVID-19 vecteur viral'],
    mfr: 'astrazeneca',
    lot: (r) => `AB${r.letters(1, 'VWX')}${r.digits(4)}`,
  },
  covifenz: {
    en: 'COVIFENZ (Medicago) COVID-19 plant-based VLP, adjuvanted',
    agent: ['COVID-19 VLP', 'COVID-19 PPV'],
    mfr: 'other',
    lot: (r) => `MC${r.digits(2)}-${r.digits(3)}`,
  },
};

const ORD_FR = ['1re dose', '2e dose', '3e dose', '4e dose'];

function L(f, en, fr) {
  // bilingual label; the record's first language on top, the other in italics under it
  const [a, b] = f.I.fr1 ? [fr, en] : [en, fr];
  return `<span class="lb">${esc(a)} <i>/ ${esc(b)}</i></span>`;
}

function doseBlock(f, x, i) {
  const P = PRODUCT[x.p];
  const head = f.I.fr1
    ? `${ORD_FR[i]} / Dose ${i + 1}${x.booster ? ' \u2014 dose de rappel / booster' : ''}`
    : `Dose ${i + 1} / ${ORD_FR[i]}${x.booster ? ' \u2014 booster / dose de rappel' : ''}`;
  const agent = f.agentWord === 'sars' ? 'SARS-CoV-2' : f.I.fr1 ? P.agent[1] : P.agent[0];
  const rows = [
    [L(f, 'Agent', 'Agent'), esc(agent)],
    [L(f, 'Product name', 'Nom du produit'), `<b>${esc(P.en)}</b>`],
    [L(f, 'Lot', 'Lot'), esc(x.lot)],
    [L(f, 'Date', 'Date'), `<b class="dt">${esc(x.date)}</b>`],
    [L(f, 'Province or territory', 'Province ou territoire'), esc(x.prov)],
    [L(f, 'Authorized organization', 'Organisation autoris\u00e9e'), esc(x.org)],
  ];
  return `<div class="dose"><div class="dh" style="background:${f.I.color}">${esc(head)}</div>
    <table class="kv">${rows.map(([l, v]) => `<tr><td class="l">${l}</td><td class="v">${v}</td></tr>`).join('')}</table></div>`;
}

function render(f) {
  const I = f.I;
  const fr1 = I.fr1;
  const title = fr1
    ? [
        'Preuve de vaccination contre la COVID-19',
        'Proof of COVID-19 Vaccination',
        'Dossier de vaccination',
        'Vaccination record',
      ]
    : [
        'Proof of COVID-19 Vaccination',
        'Preuve de vaccination contre la COVID-19',
        'Vaccination record',
        'Dossier de vaccination',
      ];
  const govName = f.federal
    ? fr1
      ? ['Gouvernement du Canada', 'Government of Canada']
      : ['Government of Canada', 'Gouvernement du Canada']
    : fr1
      ? [I.gov, I.dept[0]]
      : [`Government of ${I.en} \u00b7 ${I.gov}`, `${I.dept[0]} / ${I.dept[1]}`];
  const count = f.doses.length;
  const blocks = f.doses.map((x, i) => doseBlock(f, x, i)).join('');
  const nextLine = f.next
    ? `<div class="next">${L(f, 'Next dose eligible from', 'Prochaine dose admissible \u00e0 partir du')} <b>${esc(f.next)}</b> &nbsp;\u00b7&nbsp; ${esc(fr1 ? 'Prenez rendez-vous en ligne / Book online' : 'Book online / Prenez rendez-vous en ligne')}</div>`
    : '';
  const body = `
  <div class="band" style="border-color:${I.color}">
    <div class="wm">${logo({ initials: f.federal ? 'CA' : I.prov, color: I.color, shape: I.shape, size: 44 })}
      <div><div class="g">${esc(govName[0])}</div><div class="d">${esc(govName[1])}</div></div></div>
    <div class="docid">${L(f, 'Record ID', 'N\u00b0 du dossier')}<br><b>${esc(f.recId)}</b></div>
  </div>
  <div class="ttl" style="color:${I.color}">${esc(title[0])}</div>
  <div class="ttl2">${esc(title[1])}</div>
  <div class="top">
    <div class="who">
      <table class="kv big">
        <tr><td class="l">${L(f, 'Name', 'Nom')}</td><td class="v"><b class="nm">${esc(f.name)}</b></td></tr>
        <tr><td class="l">${L(f, 'Date of birth', 'Date de naissance')}</td><td class="v">${esc(f.dob)}</td></tr>
        <tr><td class="l">${L(f, f.federal ? 'Province of issue' : 'Health card number', f.federal ? 'Province de d\u00e9livrance' : 'Num\u00e9ro de carte sant\u00e9')}</td><td class="v">${esc(f.federal ? I.en : f.hcn)}</td></tr>
        <tr><td class="l">${L(f, 'Record issued', 'Dossier d\u00e9livr\u00e9 le')}</td><td class="v">${esc(f.issued)}</td></tr>
        <tr><td class="l">${L(f, 'Doses received', 'Doses re\u00e7ues')}</td><td class="v"><b>${count}</b></td></tr>
      </table>
      ${nextLine}
    </div>
    <div class="qrp">${qr(f.rng, { size: 132 })}<div class="qc">SMART Health Card</div>
      <div class="qs">${esc(fr1 ? 'Balayez pour v\u00e9rifier / Scan to verify' : 'Scan to verify / Balayez pour v\u00e9rifier')}</div></div>
  </div>
  <div class="sh">${esc(fr1 ? 'Vaccins re\u00e7us / Vaccines received' : 'Vaccines received / Vaccins re\u00e7us')}</div>
  <div class="doses">${blocks}</div>
  <div class="note">${esc(
    fr1
      ? 'Ce document constitue votre preuve officielle de vaccination. Il est valide sans signature. Le code QR contient les m\u00eames renseignements que ce document. / This document is your official proof of vaccination. It is valid without a signature. The QR code holds the same information as this document.'
      : 'This document is your official proof of vaccination. It is valid without a signature. The QR code holds the same information as this document. / Ce document constitue votre preuve officielle de vaccination. Il est valide sans signature. Le code QR contient les m\u00eames renseignements que ce document.',
  )}</div>
  <div class="ft"><span>${esc(fr1 ? 'Produit le / Generated' : 'Generated / Produit le')} ${esc(f.generated)}</span><span>${esc(I.portal)}</span><span>${esc(fr1 ? 'Page 1 de 1 / Page 1 of 1' : 'Page 1 of 1 / Page 1 de 1')}</span></div>`;
  const css = `
  .band { display:flex; justify-content:space-between; align-items:center; border-bottom:4px solid; padding-bottom:6px; }
  .wm { display:flex; align-items:center; gap:10px; }
  .wm .g { font-size:11pt; font-weight:bold; } .wm .d { font-size:8.4pt; color:#333; }
  .docid { text-align:right; font-size:8.6pt; }
  .lb { font-size:7.6pt; color:#444; } .lb i { color:#666; font-weight:normal; }
  .ttl { font-size:17pt; font-weight:bold; margin-top:12px; }
  .ttl2 { font-size:11.5pt; font-style:italic; color:#333; margin-bottom:8px; }
  .top { display:flex; gap:18px; align-items:flex-start; border:1px solid #c5cbd3; background:#f6f8fa; padding:8px 12px; }
  .who { flex:1; }
  .qrp { text-align:center; width:150px; }
  .qc { font-size:8.5pt; font-weight:bold; margin-top:3px; } .qs { font-size:7.2pt; color:#444; }
  table.kv td { padding:2px 6px 2px 0; vertical-align:top; }
  table.kv td.l { width:1.9in; }
  table.kv.big td.v { font-size:11pt; }
  .nm { font-size:12.5pt; }
  .next { margin-top:6px; font-size:9.4pt; border-top:1px dashed #aaa; padding-top:4px; }
  .sh { font-weight:bold; font-size:11pt; margin:12px 0 6px; border-bottom:1px solid #888; }
  .doses { display:grid; grid-template-columns: 1fr 1fr; gap:10px 14px; }
  .dose { border:1.4px solid #9aa4b0; border-radius:4px; font-size:9.4pt; break-inside:avoid; }
  .dh { color:#fff; font-weight:bold; padding:3px 8px; font-size:9.6pt; }
  .dose table.kv { margin:4px 8px 6px; } .dose table.kv td.l { width:1.55in; }
  .dt { font-size:11pt; }
  .note { font-size:7.8pt; color:#333; margin-top:14px; line-height:1.35; }
  .ft { display:flex; justify-content:space-between; font-size:7.4pt; color:#555; border-top:1px solid #aaa; margin-top:10px; padding-top:3px; }`;
  return page({
    title: title[0],
    size: f.a4 ? 'A4' : 'letter',
    margin: '0.5in',
    font: f.font,
    css,
    body,
  });
}

export function cases(k) {
  const { rng } = k;
  const mk = (p, prov, doses, o = {}) => {
    const I = ISSUERS[prov];
    const issued = o.issued || addDays('2026-08-03', rng.int(0, 90));
    const numbered = doses.map((x) => ({
      lot: PRODUCT[x.p].lot(rng),
      prov: x.prov || prov,
      org: x.org || rng.pick((ISSUERS[x.prov || prov] || I).orgs),
      ...x,
    }));
    return {
      p,
      I,
      rng,
      name: nameAs(p, o.nameStyle || rng.pick(['LAST_FIRST', 'first_last', 'FIRST_LAST', 'last_first'])),
      dob: p.dob,
      hcn: `\u2022\u2022\u2022\u2022 \u2022\u2022\u2022 ${rng.digits(3)}${prov === 'ON' ? ` \u2013 ${rng.letters(2)}` : ''}`,
      recId: `${prov}-${rng.alnum(4)}-${rng.alnum(4)}`,
      issued,
      generated: `${addDays(issued, rng.int(0, 40))} ${String(rng.int(7, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      agentWord: rng.pick(['sars', 'plain']),
      font: rng.pick([FONTS.open, FONTS.lato, FONTS.sans, FONTS.roboto]),
      a4: rng.chance(0.3),
      doses: numbered,
      ...o,
    };
  };
  const data = (f) => {
    const o = {};
    f.doses.forEach((x, i) => {
      o[`doses.${i}.date`] = x.date;
      o[`doses.${i}.manufacturer`] = PRODUCT[x.p].mfr;
      o[`doses.${i}.lot`] = x.lot;
      if (x.booster) o[`doses.${i}.kind`] = 'booster';
    });
    return o;
  };
  const days = (a, b) => Math.round((new Date(b) - new Date(a)) / 864e5);
  const out = [];

  // 1 — Ontario: Comirnaty x2 (extended interval) + bivalent Spikevax booster (photo)
  {
    const p = k.person();
    const d1 = addDays('2021-04-19', rng.int(0, 50));
    const d2 = addDays(d1, rng.int(42, 90));
    const d3 = addDays('2022-10-11', rng.int(0, 60));
    const f = mk(p, 'ON', [
      { p: 'pfizer', date: d1 },
      { p: 'pfizer', date: d2 },
      { p: 'moderna_biv', date: d3, booster: true },
    ]);
    out.push({
      key: 'ontario-comirnaty-two-spikevax-bivalent-booster',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['unsupported dose combination', 'insufficient waiting period'],
      data: { ...data(f), ...personData() },
      note: `Comirnaty ${d1} and ${d2} (${days(d1, d2)} days, Canada's extended interval) then a bivalent Spikevax booster ${d3}; a booster of another maker is not a primary-series mix. Date of birth ${p.dob}, issued ${f.issued} and generated dates are in the same ISO form but are not doses`,
    });
  }

  // 2 — Québec-style (French first): Spikevax x2, dose 1 given in Ontario, + Comirnaty booster (text PDF)
  {
    const p = k.person();
    const d1 = addDays('2021-05-03', rng.int(0, 40));
    const d2 = addDays(d1, rng.int(56, 84));
    const d3 = addDays('2022-01-10', rng.int(0, 45));
    const f = mk(
      p,
      'QC',
      [
        { p: 'moderna', date: d1, prov: 'ON' },
        { p: 'moderna', date: d2 },
        { p: 'pfizer', date: d3, booster: true },
      ],
      { nameStyle: rng.pick(['LAST_FIRST', 'full']) },
    );
    out.push({
      key: 'quebec-french-first-spikevax-two-comirnaty-booster',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      forbidden: ['unsupported dose combination', 'not enough doses'],
      data: { ...data(f), ...personData() },
      note: `French-first labels ("Nom du produit / Product name"); Spikevax ${d1} (given in ON, province column) and ${d2} (${days(d1, d2)} days), then a Comirnaty booster ${d3} — the primary series is one product`,
    });
  }

  // 3 — New Brunswick: Vaxzevria x2 + Spikevax booster (flatbed scan)
  {
    const p = k.person();
    const d1 = addDays('2021-03-15', rng.int(0, 40));
    const d2 = addDays(d1, rng.int(56, 84));
    const d3 = addDays('2021-12-06', rng.int(0, 60));
    const f = mk(p, 'NB', [
      { p: 'az', date: d1 },
      { p: 'az', date: d2 },
      { p: 'moderna', date: d3, booster: true },
    ]);
    out.push({
      key: 'new-brunswick-vaxzevria-two-spikevax-booster',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scan_image',
      issues: [],
      forbidden: ['unsupported manufacturer', 'unsupported dose combination', 'insufficient waiting period'],
      data: { ...data(f), ...personData() },
      note: `two Vaxzevria (AstraZeneca) doses ${d1} and ${d2} (${days(d1, d2)} days ≥ 28 − 4) complete the primary series; a Spikevax booster ${d3} after it is accepted by the same reading as an mRNA booster after Janssen`,
    });
  }

  // 4 — Nova Scotia: Vaxzevria dose 1 then Comirnaty dose 2 (mixed primary series) (fax)
  {
    const p = k.person();
    const d1 = addDays('2021-04-06', rng.int(0, 40));
    const d2 = addDays(d1, rng.int(56, 80));
    const f = mk(p, 'NS', [
      { p: 'az', date: d1 },
      { p: 'pfizer', date: d2 },
    ]);
    out.push({
      key: 'nova-scotia-vaxzevria-then-comirnaty-mixed-primary',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: ['unsupported dose combination'],
      data: { ...data(f), ...personData() },
      note: `primary series Vaxzevria (AstraZeneca) ${d1} then Comirnaty (Pfizer) ${d2}: a mixed two-dose primary series, which Canada allowed but DOMAIN.md's complete series (2 doses of one product) does not — read like the corpus's Pfizer-then-Moderna case; not enough doses may also be reported`,
    });
  }

  // 5 — Ontario federal-style proof: Covifenz (Medicago) x2 (scanned PDF)
  {
    const p = k.person();
    const d1 = addDays('2022-03-28', rng.int(0, 60));
    const d2 = addDays(d1, rng.int(21, 30));
    const f = mk(
      p,
      'ON',
      [
        { p: 'covifenz', date: d1 },
        { p: 'covifenz', date: d2 },
      ],
      { federal: true },
    );
    out.push({
      key: 'federal-style-proof-covifenz-two-doses',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: ['unsupported manufacturer'],
      data: { ...data(f), ...personData() },
      note: `two COVIFENZ doses ${d1} and ${d2}: Medicago's plant-based vaccine, authorised in Canada only — manufacturer "other", not among the accepted manufacturers (not enough doses may also be reported as a consequence)`,
    });
  }

  // 6 — New Brunswick: one Comirnaty dose, "next dose eligible from" date (photo)
  {
    const p = k.person();
    const d1 = addDays('2021-06-01', rng.int(0, 40));
    const next = addDays(d1, 56);
    const f = mk(p, 'NB', [{ p: 'pfizer', date: d1 }], { next });
    out.push({
      key: 'new-brunswick-single-comirnaty-next-dose-eligible',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['not enough doses'],
      data: { ...data(f), ...personData() },
      note: `one Comirnaty dose ${d1} only ("Doses received 1"); "Next dose eligible from ${next}" is an eligibility date, not a second dose`,
    });
  }
  return out;
}
