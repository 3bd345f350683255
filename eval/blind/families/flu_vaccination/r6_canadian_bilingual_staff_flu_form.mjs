// A Canadian regional health authority's bilingual (English / French) staff influenza form: "Influenza Immunization
// / Immunisation contre l'influenza" — Part A "I received my flu shot" with date (YYYY-MM-DD as Canadian forms print
// it), product, lot, immunizer name and designation, signature; Part B "I decline / Je refuse" with reasons as tick
// boxes. Labels are printed English then French on the same line; values are filled in by hand.
import { addDays, nameParts, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r6_canadian_bilingual_staff_flu_form',
  split: 'blind',
  description:
    'Canadian health-authority bilingual (EN/FR) staff influenza form: Part A received (YYYY-MM-DD, product, lot, immunizer and designation) or Part B declined with reason tick boxes; hand-filled, employee signature',
};

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.2em', ...o });
  const T = (c) => box(c, { style: 'x', ink: f.ink, font: f.hand });
  const L = (en, fr) => `<span class="lab">${esc(en)} / <i>${esc(fr)}</i></span>`;
  const css = `
  .top { display:flex; justify-content:space-between; align-items:center; border-bottom:2px solid #b0002a; padding-bottom:5px; }
  .ha { font-size:13pt; font-weight:bold; color:#b0002a; }
  h1 { font-size:12.5pt; margin:8px 0 2px; }
  .lab { display:block; font-size:7.6pt; color:#333; }
  .f { border-bottom:1px solid #222; min-height:30px; padding:0 4px; margin-bottom:6px; }
  .part { border:1.5px solid #333; padding:7px 10px; margin-top:10px; }
  .part h2 { font-size:10.5pt; margin:0 0 6px; }
  .row { display:flex; gap:12px; }
  .row > div { flex:1; }
  .opt { font-size:9.5pt; margin:4px 0; }`;
  const body = `
  <div class="top"><div><div class="ha">${esc(f.authority)}</div><div style="font-size:8.5pt">${esc(f.authorityFr)}</div></div>
  <div style="font-size:8pt;text-align:right">Occupational Health &amp; Safety<br>Santé et sécurité au travail<br>Form OHS-114 (2026)</div></div>
  <h1>Staff Influenza Immunization ${esc(f.season)} / <i>Immunisation du personnel contre l'influenza ${esc(f.season)}</i></h1>
  <div style="font-size:8pt">Complete Part A <b>or</b> Part B and return to Occupational Health. / <i>Remplir la partie A <b>ou</b> la partie B.</i></div>
  <div class="row" style="margin-top:8px">
    <div class="f">${L('Last name', 'Nom de famille')}${H(f.last)}</div>
    <div class="f">${L('First name', 'Prénom')}${H(f.first)}</div>
    <div class="f">${L('Date of birth (YYYY-MM-DD)', 'Date de naissance (AAAA-MM-JJ)')}${H(f.dob)}</div>
  </div>
  <div class="row"><div class="f">${L('Employee ID', "N° d'employé")}${H(f.emp)}</div><div class="f">${L('Site / Department', 'Site / Service')}${H(f.site)}</div><div class="f">${L('Position', 'Poste')}${H(f.pos)}</div></div>
  <div class="part"><h2>${T(f.part === 'A')} PART A — I received the influenza vaccine / <i>PARTIE A — J'ai reçu le vaccin</i></h2>
    <div class="row"><div class="f">${L('Date given (YYYY-MM-DD)', "Date d'administration (AAAA-MM-JJ)")}${H(f.given)}</div><div class="f">${L('Vaccine / product', 'Vaccin / produit')}${H(f.product)}</div><div class="f">${L('Lot number', 'N° de lot')}${H(f.lot)}</div></div>
    <div class="row"><div class="f">${L('Immunizer name and designation', "Nom et titre de l'immunisateur")}${H(f.immunizer)}</div><div class="f">${L('Immunizer signature', "Signature de l'immunisateur")}${f.part === 'A' ? sig(f.immunizerSig, { font: f.sigFont2, ink: f.ink, size: '1.6em' }) : ''}</div><div class="f">${L('Clinic / pharmacy', 'Clinique / pharmacie')}${H(f.clinic, { size: '1em' })}</div></div>
  </div>
  <div class="part"><h2>${T(f.part === 'B')} PART B — I decline the influenza vaccine / <i>PARTIE B — Je refuse le vaccin</i></h2>
    <div style="font-size:8.2pt;margin-bottom:4px">I understand that I must wear a procedure mask in patient-care areas for the duration of the influenza season. / <i>Je comprends que je dois porter un masque dans les aires de soins pendant la saison grippale.</i></div>
    <div class="f">${L('Date of decision (YYYY-MM-DD)', 'Date de la décision (AAAA-MM-JJ)')}${H(f.declDate)}</div>
    <div style="font-size:8.5pt;font-weight:bold">Reason (optional) / <i>Raison (facultatif)</i>:</div>
    ${[
      ['medical', 'Medical contraindication', 'Contre-indication médicale'],
      ['allergy', 'Previous severe reaction / allergy', 'Réaction grave antérieure / allergie'],
      ['religious', 'Religious or conscientious belief', 'Croyance religieuse ou de conscience'],
      ['personal', 'Personal choice', 'Choix personnel'],
    ]
      .map(([v, en, fr]) => `<div class="opt">${T(f.reason === v)} ${esc(en)} / <i>${esc(fr)}</i></div>`)
      .join('')}
  </div>
  <div class="row" style="margin-top:12px"><div class="f">${L('Employee signature', "Signature de l'employé(e)")}${sig(f.sigName, { font: f.sigFont, ink: f.ink, size: '1.6em' })}</div><div class="f">${L('Date (YYYY-MM-DD)', 'Date (AAAA-MM-JJ)')}${H(f.signed)}</div></div>
  <div style="font-size:7.4pt;color:#444;margin-top:6px">Personal information on this form is collected under the applicable provincial health information act and is used only to manage the staff influenza program. / <i>Les renseignements personnels sont recueillis en vertu de la loi provinciale applicable.</i></div>`;
  return page({ title: 'Staff influenza', body, css, font: FONTS.lato, margin: '0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const part = o.part || 'A';
    const given = part === 'A' ? o.given || addDays('2026-10-13', rng.int(0, 35)) : null;
    const decl = part === 'B' ? addDays('2026-10-20', rng.int(0, 25)) : null;
    const n = nameParts(p);
    const imm = rng.pick(['Geneviève Tremblay, RN', 'Harjit Sandhu, LPN', 'Colin MacIsaac, Pharmacist']);
    return {
      authority: rng.pick([
        'Laurentide Regional Health Authority',
        'Fundy Shore Health Network',
        'Kawartha Lakes Health Region',
      ]),
      authorityFr: rng.pick(['Réseau de santé régional', 'Autorité sanitaire régionale']),
      season: '2026-2027',
      last: o.plain ? n.last.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : n.last,
      first: n.first,
      dob: p.dob,
      emp: rng.digits(7),
      site: rng.pick(['General — 5 North', 'Site Sud — Urgence', 'Community Care East']),
      pos: rng.pick(['RN', 'LPN', 'PSW', 'RT']),
      part,
      given: given || '',
      product:
        part === 'A'
          ? rng.pick(['Fluzone High-Dose', 'Flucelvax Quad', 'Afluria Tetra', 'Influvac Tetra'])
          : '',
      lot: part === 'A' ? `${rng.letters(1)}${rng.digits(5)}` : '',
      immunizer: part === 'A' ? imm : '',
      immunizerSig: imm.split(',')[0],
      clinic:
        part === 'A' ? rng.pick(['OHS peer clinic', 'Pharmacie Beaulieu', 'Staff clinic — cafeteria']) : '',
      declDate: decl || '',
      reason: part === 'B' ? (o.reason ?? 'medical') : null,
      sigName: `${n.first} ${n.last}`,
      signed: given || decl,
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      sigFont2: rng.pick(SIGS),
      givenIso: given,
      declIso: decl,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'part-a-received',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      record_type: 'immunization_record',
      season: '2026-2027',
      'vaccinations.0.date': f.givenIso,
      ...personData(),
    },
    note: 'YYYY-MM-DD dates as Canadian forms print them; immunizer name and designation with signature',
  });

  p = k.person();
  f = make(p, { plain: true });
  out.push({
    key: 'part-a-received-plain-name',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { 'vaccinations.0.date': f.givenIso, ...personData() },
  });

  p = k.person();
  f = make(p, { part: 'B', reason: 'medical' });
  out.push({
    key: 'part-b-declined',
    person: requestPerson(p),
    html: render(f),
    issues: ['declination not allowed'],
    data: { record_type: 'declination', 'declination.date': f.declIso },
    note: 'Part B ticked with a medical reason; allow_declination defaults to false',
  });

  p = k.person();
  f = make(p, { part: 'B', reason: 'religious' });
  out.push({
    key: 'part-b-declined-allowed',
    person: requestPerson(p),
    rules: { allow_declination: true },
    html: render(f),
    issues: [],
    forbidden: ['declination not allowed', 'missing declination reason'],
    data: { record_type: 'declination', 'declination.date': f.declIso },
    note: 'declination with a ticked reason, allowed by the client',
  });

  p = k.person();
  f = make(p, { part: 'B', reason: null });
  out.push({
    key: 'part-b-no-reason-ticked',
    person: requestPerson(p),
    rules: { allow_declination: true },
    html: render(f),
    issues: ['missing declination reason'],
    data: { record_type: 'declination', 'declination.date': f.declIso },
    note: 'the form calls the reason optional, but DOMAIN.md requires one: allowed declination with no reason ticked',
  });
  return out;
}
