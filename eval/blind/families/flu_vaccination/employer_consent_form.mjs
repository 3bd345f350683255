// An employee-health influenza consent form: screening questions (Yes/No boxes), consent signature, and a
// "for clinic use" administration block completed by hand (date, product, lot, site, vaccinator).
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'employer_consent_form',
  split: 'blind',
  description:
    'Employee-health flu consent form: Yes/No screening grid, consent signature, handwritten clinic-use administration block',
};

function render(f) {
  const H = (t) => hand(t, { font: f.hand });
  const tk = (on) => box(on, { style: f.box, font: f.hand });
  const css = `h1 { font-size:14pt; text-align:center; margin:4px 0; } .s { text-align:center; font-size:9pt; }
  table.q { width:100%; margin-top:8px; } table.q td { border-bottom:1px solid #bbb; padding:4px; font-size:9.5pt; }
  .blk { border:2px solid #000; margin-top:12px; padding:6px 8px; } .blk h3 { margin:0 0 6px; font-size:10pt; }
  table.a { width:100%; } table.a td { border:1px solid #666; padding:3px 5px; height:36px; vertical-align:top; font-size:8pt; }`;
  const qs = [
    ['Are you sick today or running a fever?', false],
    ['Have you ever had a serious reaction to a flu vaccine?', false],
    ['Do you have a severe allergy to any vaccine component?', false],
    ['Have you ever had Guillain-Barré syndrome within 6 weeks of a flu shot?', false],
  ];
  const body = `
  <div style="font-weight:bold;color:#2d572c">GREENFIELD COMMUNITY HOSPITAL · EMPLOYEE HEALTH</div>
  <h1>Seasonal Influenza Vaccine — Screening &amp; Consent</h1><div class="s">${esc(f.seasonLabel)} Season</div>
  <table style="width:100%;margin-top:10px;font-size:10pt"><tr><td>Name: <span style="border-bottom:1px solid #000;display:inline-block;min-width:240px">${H(f.name)}</span></td>
  <td>Date of birth: <span style="border-bottom:1px solid #000;display:inline-block;min-width:100px">${H(f.dob)}</span></td><td>Dept: <span style="border-bottom:1px solid #000;display:inline-block;min-width:80px">${H(f.dept)}</span></td></tr></table>
  <table class="q">${qs.map(([q, a]) => `<tr><td>${esc(q)}</td><td style="width:110px">${tk(a)} Yes ${tk(!a)} No</td></tr>`).join('')}</table>
  <p style="font-size:9pt">I have read the Vaccine Information Statement, had the chance to ask questions, and consent to receive the influenza vaccine.</p>
  <div>Signature: <span style="display:inline-block;min-width:230px;border-bottom:1px solid #000">${sig(f.signer, { font: f.sigFont })}</span> &nbsp; Date: ${H(f.consentDate)}</div>
  <div class="blk"><h3>FOR CLINIC USE ONLY</h3><table class="a">
   <tr><td>Date administered<br>${H(f.date)}</td><td>Vaccine / manufacturer<br>${H(f.product)}</td><td>Lot #<br>${H(f.lot)}</td><td>Site<br>${H(f.site)}</td></tr>
   <tr><td colspan="2">Vaccinator signature<br>${sig(f.vaccinator, { font: f.sigFont, size: '1.6em' })}</td><td colspan="2">Printed name / title<br>${H(f.vaccPrint)}</td></tr></table></div>`;
  return page({ title: 'Flu consent', body, css, font: FONTS.sans, margin: '0.55in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2026-09-20', rng.int(0, 55));
    const ds = rng.pick(['us_nz', 'us', 'us_short']);
    const v = rng.pick([
      ['Maura Quist', 'RN'],
      ['Devon Achebe', 'LPN'],
      ['Priscilla Kane', 'RN'],
    ]);
    return {
      hand: rng.pick(HANDS),
      sigFont: rng.pick(SIGS),
      box: rng.pick(['x', 'check', 'glyph']),
      seasonLabel: o.seasonLabel || '2026–2027',
      name: nameAs(p, o.nameStyle || 'first_last'),
      dob: fmt(p.dob, ds),
      dept: rng.pick(['ICU', 'Rehab', 'Lab', 'Dietary']),
      signer: `${p.first} ${p.last}`,
      consentDate: fmt(iso, ds),
      date: o.noDate ? '' : fmt(iso, ds),
      product: rng.pick(['Afluria Trivalent / Seqirus', 'Fluzone Trivalent / Sanofi', 'Flublok / Sanofi']),
      lot: rng.alnum(6),
      site: rng.pick(['L delt', 'R delt']),
      vaccinator: o.noVacc ? '' : v[0],
      vaccPrint: o.noVacc ? '' : `${v[0]}, ${v[1]}`,
      iso,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'given-and-signed',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { 'vaccinations.0.date': f.iso, season: '2026-2027', ...personData() },
  });

  p = k.person();
  f = make(p, { noDate: true });
  out.push({
    key: 'administration-date-blank',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing vaccination date'],
    data: {},
    note: 'only the consent is dated; the administration date box is empty',
  });

  p = k.person();
  f = make(p, { noVacc: true });
  out.push({
    key: 'vaccinator-blank',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing administrator'],
    data: { 'vaccinations.0.date': f.iso },
  });

  p = k.person();
  f = make(p, { iso: addDays('2025-10-01', rng.int(0, 40)), seasonLabel: '2025–2026' });
  out.push({
    key: 'previous-season-form',
    person: requestPerson(p),
    html: render(f),
    issues: ['vaccination outside season'],
    data: { 'vaccinations.0.date': f.iso },
  });

  p = k.person();
  f = make(p, {
    iso: addDays('2025-10-01', rng.int(0, 40)),
    seasonLabel: '2025–2026',
    nameStyle: 'last_first',
  });
  out.push({
    key: 'previous-season-asked-for',
    person: requestPerson(p),
    rules: { season: '2025-2026' },
    html: render(f),
    issues: [],
    data: { 'vaccinations.0.date': f.iso, season: '2025-2026', ...personData() },
    note: 'rules.season names the 2025-2026 season',
  });
  return out;
}
