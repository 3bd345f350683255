// A home-care agency's one-page "COVID-19 Vaccination Status / Exemption Request" form. The employee ticks ONE of two
// sections: Section A (vaccinated) — a small handwritten dose table with product, date and where given, confirmed by
// an HR verifier's initials — or Section B (exemption) — the reason boxes sit on their own row BELOW the printed
// reason labels (Medical / Religious / Personal belief), then a handwritten explanation and "Date signed". The
// section choice is itself a tick box printed on a line beneath the section heading.
import { addDays, fmt, personData, requestPerson } from '../../lib/core.mjs';
import { box, esc, FONTS, hand, HANDS, INKS, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r5_status_or_exemption_form',
  split: 'tuning',
  description:
    'Home-care agency COVID-19 status / exemption form: Section A (vaccinated, handwritten dose table) or Section B (exemption, reason tick boxes on a row below their labels, handwritten explanation, date signed)',
};

const PROD = { pfizer: 'Pfizer', moderna: 'Moderna', novavax: 'Novavax', janssen: 'J&J / Janssen' };

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.2em', ...o });
  const X = (on) => box(on, { style: 'x', ink: f.ink, font: f.hand });
  const doses = [0, 1, 2]
    .map((i) => {
      const d = f.doses[i];
      return `<tr><td>${['Dose 1', 'Dose 2', 'Booster'][i]}</td><td>${d ? H(d.prod) : ''}</td><td>${d ? H(d.date) : ''}</td><td>${d ? H(d.where, { size: '1em' }) : ''}</td></tr>`;
    })
    .join('');
  const reasons = [
    'Medical contraindication',
    'Sincerely held religious belief',
    'Personal / philosophical belief',
  ];
  const css = `
  .hd { border-bottom:3px solid #4a6fa5; padding-bottom:5px; display:flex; justify-content:space-between; align-items:flex-end; }
  .hd .n { font-size:15pt; font-weight:bold; color:#4a6fa5; font-family:${FONTS.lato}; }
  h1 { font-size:12.5pt; margin:10px 0 6px; }
  .ln { border-bottom:1px solid #333; min-height:28px; display:flex; align-items:flex-end; gap:6px; }
  .ln .l { font-size:8pt; white-space:nowrap; padding-bottom:2px; }
  .sec { border:1.3px solid #4a6fa5; margin-top:12px; padding:8px 10px; }
  .sec h2 { margin:0; font-size:10.5pt; color:#27446e; }
  .pick { margin:4px 0 6px; font-size:10pt; }
  table.d { width:100%; margin-top:4px; } table.d th { font-size:7.6pt; border:1px solid #777; background:#edf1f7; padding:2px; }
  table.d td { border:1px solid #777; height:30px; padding:1px 5px; }
  table.rs { width:100%; margin-top:6px; } table.rs td { width:33%; text-align:center; font-size:8.5pt; padding:2px; }
  .fine { font-size:7.6pt; color:#333; line-height:1.35; margin-top:6px; }`;
  const body = `
  <div class="hd"><div><div class="n">${esc(f.agency)}</div><div style="font-size:8pt">Human Resources · ${esc(f.addr)}</div></div><div style="font-size:8pt">HR-CV19 (rev. 2/2026)</div></div>
  <h1>COVID-19 Vaccination Status / Exemption Request</h1>
  <div style="display:flex;gap:12px"><div class="ln" style="flex:2"><span class="l">Employee name</span>${H(f.name)}</div><div class="ln" style="flex:1"><span class="l">D.O.B.</span>${H(f.dob)}</div><div class="ln" style="flex:1"><span class="l">Employee #</span>${H(f.empNo)}</div></div>
  <div class="sec"><h2>SECTION A — I have received the COVID-19 vaccine</h2>
    <div class="pick">${X(f.section === 'A')} I am vaccinated. My doses are listed below (attach card or record).</div>
    <table class="d"><tr><th style="width:14%">Dose</th><th style="width:22%">Vaccine / manufacturer</th><th style="width:18%">Date given</th><th>Where given (clinic, pharmacy, health dept)</th></tr>${doses}</table>
    <div style="font-size:8pt;margin-top:4px">Record seen by HR (initials): ${f.section === 'A' ? H(f.hrInit) : ''}</div></div>
  <div class="sec"><h2>SECTION B — I request an exemption and decline the COVID-19 vaccine</h2>
    <div class="pick">${X(f.section === 'B')} I decline vaccination for the reason marked below.</div>
    <table class="rs"><tr>${reasons.map((r) => `<td>${esc(r)}</td>`).join('')}</tr>
      <tr>${reasons.map((r, i) => `<td>${X(f.reason === i)}</td>`).join('')}</tr></table>
    <div class="ln"><span class="l">Explain (optional)</span>${f.section === 'B' ? H(f.explain, { size: '1.05em' }) : ''}</div>
    <div class="fine">I understand that I may be required to wear a mask and test weekly while on assignment, and that I may change my decision at any time.</div></div>
  <div style="display:flex;gap:14px;margin-top:14px"><div class="ln" style="flex:2"><span class="l">Employee signature</span>${sig(f.sigName, { font: f.sigFont, ink: f.ink, size: '1.8em' })}</div>
    <div class="ln" style="flex:1"><span class="l">Date signed</span>${H(f.signed)}</div></div>`;
  return page({ title: 'COVID-19 status form', body, css, font: FONTS.lato, margin: '0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const places = ['Bexley Co. Health Dept', 'Corner Drug, Mesa', 'Harbor Family Med.', 'Hy-Vale Pharmacy'];
  const make = (p, o = {}) => {
    const signedIso = o.signedIso || addDays('2026-08-10', rng.int(0, 80));
    return {
      agency: rng.pick([
        'Hearthstone Home Care Partners',
        'Sable Creek In-Home Services',
        'Kindred Lantern Home Health',
      ]),
      addr: rng.pick(['Mesa, AZ 85201', 'Tulsa, OK 74103', 'Provo, UT 84601']),
      name: [p.first, p.middle, p.last].filter(Boolean).join(' '),
      dob: fmt(p.dob, 'us'),
      empNo: rng.digits(5),
      section: o.section || 'A',
      doses: (o.doses || []).map(([mfr, iso]) => ({
        prod: PROD[mfr],
        date: fmt(iso, o.ds || 'us_nz'),
        where: rng.pick(places),
      })),
      hrInit: rng.pick(['TK', 'LM', 'RS']),
      reason: o.reason ?? null,
      explain: o.explain || '',
      sigName: p.first + ' ' + p.last,
      signed: o.undated ? '' : fmt(signedIso, 'us_nz'),
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      sigFont: rng.pick(SIGS),
      signedIso,
    };
  };
  const out = [];

  let p = k.person();
  let d1 = addDays('2021-03-22', rng.int(0, 60));
  let d2 = addDays(d1, 28 + rng.int(0, 8));
  out.push({
    key: 'section-a-moderna',
    person: requestPerson(p),
    html: render(
      make(p, {
        doses: [
          ['moderna', d1],
          ['moderna', d2],
        ],
      }),
    ),
    issues: [],
    forbidden: ['declination not allowed'],
    data: {
      'doses.0.manufacturer': 'moderna',
      'doses.0.date': d1,
      'doses.1.date': d2,
      declination: null,
      ...personData(),
    },
    note: 'Section A ticked (tick box on the line under the heading); Section B left empty',
  });

  p = k.person();
  d1 = addDays('2022-01-10', rng.int(0, 60));
  d2 = addDays(d1, 21 + rng.int(0, 10));
  out.push({
    key: 'section-a-novavax-iso-dates',
    person: requestPerson(p),
    html: render(
      make(p, {
        doses: [
          ['novavax', d1],
          ['novavax', d2],
        ],
        ds: 'iso',
      }),
    ),
    issues: [],
    data: { 'doses.0.manufacturer': 'novavax', 'doses.0.date': d1, 'doses.1.date': d2, ...personData() },
  });

  p = k.person();
  let f = make(p, {
    section: 'B',
    reason: 1,
    explain: 'Faith-based objection, letter from pastor available',
  });
  out.push({
    key: 'religious-exemption-allowed',
    person: requestPerson(p),
    rules: { allow_declination: true },
    html: render(f),
    issues: [],
    data: {
      record_type: 'declination',
      'declination.reason': 'religious',
      'declination.date': f.signedIso,
      ...personData(),
    },
    note: 'the ticked box sits on the row below "Sincerely held religious belief"; the client allows declinations',
  });

  p = k.person();
  f = make(p, { section: 'B', reason: 0, explain: 'Allergic reaction to PEG (see MD note)' });
  out.push({
    key: 'medical-exemption-not-allowed',
    person: requestPerson(p),
    html: render(f),
    issues: ['declination not allowed'],
    data: { record_type: 'declination', 'declination.reason': 'medical' },
  });

  p = k.person();
  f = make(p, { section: 'B', reason: null, explain: 'I do not want it at this time' });
  out.push({
    key: 'exemption-no-reason-ticked',
    person: requestPerson(p),
    rules: { allow_declination: true },
    html: render(f),
    issues: ['missing declination reason'],
    data: { record_type: 'declination', 'declination.reason': null },
    note: 'Section B ticked, none of the three reason boxes ticked; the free-text line does not choose a reason',
  });

  p = k.person();
  f = make(p, { section: 'B', reason: 2, undated: true });
  out.push({
    key: 'exemption-date-signed-blank',
    person: requestPerson(p),
    rules: { allow_declination: true },
    html: render(f),
    issues: ['missing declination date'],
    data: { record_type: 'declination', 'declination.reason': 'personal', 'declination.date': null },
    note: '"Date signed" is empty and nothing else on the form dates the declination',
  });
  return out;
}
