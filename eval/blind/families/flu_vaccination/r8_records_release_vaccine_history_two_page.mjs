// A primary-care practice's answer to a records request: page 1 is the Release of Information cover letter from the
// practice's health-information office to the staffing agency's credentialing contact (the recruiter's name, the
// authorization date and the request number are on it, the patient only as "Re:"), page 2 the EHR "Vaccine
// Administration History" for the patient, one table of every vaccine the practice recorded (Tdap, hepatitis B,
// MMR, pneumococcal, COVID-19, several influenza rows) sorted by vaccine group, each row with Date given, Dose,
// Route/Site, Manufacturer, Lot, Administered by and Location. Variants: the current-season influenza shot among
// older ones, an early-season shot, only last season's, a patient-reported shot with no date, a refusal row, and a
// client that asks for last season.
import { addDays, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, logo, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'flu_vaccination',
  name: 'r8_records_release_vaccine_history_two_page',
  split: 'tuning',
  multipage: true,
  description:
    'Primary-care records release, two pages: p1 Release of Information cover letter to the agency recruiter (request no., authorization date, patient only in "Re:"); p2 EHR Vaccine Administration History grouped by vaccine (Tdap, Hep B, MMR, COVID-19, several influenza rows) with date, dose, route/site, mfr, lot, administered by, location; variants with an undated patient-reported flu row and a "Refused" row',
};

const PRACTICES = [
  {
    name: 'Cottonwood Bend Family Medicine',
    addr: '1187 Whitcomb St, Provo, UT 84601',
    tel: '(801) 555-0142',
    fax: '(801) 555-0143',
    color: '#2d5f5d',
    hie: 'Health Information Management',
    staff: ['Jolene Whitt, MA', 'Brandon Keel, LPN', 'Sunita Mahal, RN'],
  },
  {
    name: 'Lakeshore Internal Medicine Associates',
    addr: '52 Meridian Ave, Suite 200, Madison, WI 53703',
    tel: '(608) 555-0171',
    fax: '(608) 555-0172',
    color: '#3b3f8f',
    hie: 'Release of Information Office',
    staff: ['Kari Lindahl, CMA', 'Ramon Esquivel, RN', 'Tasha Broadnax, LPN'],
  },
  {
    name: 'Saddleback Primary Care Partners',
    addr: '2601 Saddleback Way, Boise, ID 83702',
    tel: '(208) 555-0154',
    fax: '(208) 555-0155',
    color: '#6b3a2d',
    hie: 'Medical Records Department',
    staff: ['Corinne Dube, MA', 'Felix Arnaud, RN', 'Wendy Zhao, LPN'],
  },
];
const AGENCIES = [
  ['Northbridge Clinical Staffing', 'Kendra Molyneaux', 'Credentialing Specialist'],
  ['Apex Bedside Partners', 'Travis Quigley', 'Compliance Coordinator'],
  ['Meridian Per Diem Nurses', 'Ashleigh Fontenot', 'Onboarding Lead'],
];
const FLU = [
  ['Fluzone High-Dose Trivalent', 'Sanofi Pasteur'],
  ['Flucelvax Trivalent', 'Seqirus'],
  ['Afluria Trivalent', 'Seqirus'],
  ['Fluarix Trivalent', 'GlaxoSmithKline'],
  ['FluLaval Trivalent', 'GlaxoSmithKline'],
];

function render(f) {
  const pr = f.pr;
  const css = `
  .lh { display:flex; gap:12px; align-items:center; border-bottom:2px solid ${pr.color}; padding-bottom:6px; }
  .lh .n { font-size:15pt; font-weight:bold; color:${pr.color}; } .lh .a { font-size:8.5pt; color:#333; }
  .lt { font-size:10.5pt; line-height:1.5; margin-top:18px; } .lt p { margin:0 0 10px; }
  .kv td { padding:1px 12px 1px 0; font-size:10pt; vertical-align:top; }
  .conf { border:1px solid #999; padding:6px 8px; font-size:8pt; color:#333; margin-top:26px; }
  .bn { display:flex; justify-content:space-between; background:#eef1f4; border:1px solid #b9c2cc; padding:5px 8px; font-size:8.8pt; margin-top:8px; }
  h2 { font-size:12pt; margin:12px 0 4px; }
  table.v { width:100%; font-size:8.2pt; } table.v th { background:${pr.color}; color:#fff; text-align:left; padding:3px 4px; font-weight:normal; }
  table.v td { padding:3px 4px; border-bottom:1px solid #d5d5d5; vertical-align:top; }
  table.v tr.g td { background:#f2f2f2; font-weight:bold; border-bottom:1px solid #aaa; padding-top:6px; }
  .pf { display:flex; justify-content:space-between; font-size:7.5pt; color:#555; margin-top:14px; border-top:1px solid #bbb; padding-top:3px; }`;
  const head = `<div class="lh">${logo({
    initials: pr.name
      .split(' ')
      .map((w) => w[0])
      .join('')
      .slice(0, 2),
    color: pr.color,
    shape: 'cross',
    size: 40,
  })}<div><div class="n">${esc(pr.name)}</div><div class="a">${esc(pr.addr)} · Tel ${esc(pr.tel)} · Fax ${esc(pr.fax)}</div></div></div>`;
  const p1 = `${head}
  <div class="lt">
  <div>${esc(f.letterDate)}</div><br>
  <div>${esc(f.ag[1])}, ${esc(f.ag[2])}<br>${esc(f.ag[0])}<br>Sent by fax and secure e-mail</div><br>
  <table class="kv"><tr><td><b>Re:</b></td><td>${esc(f.nameRe)}</td></tr><tr><td><b>Request no.:</b></td><td>ROI-${esc(f.req)}</td></tr><tr><td><b>Authorization signed:</b></td><td>${esc(f.authDate)}</td></tr><tr><td><b>Records released:</b></td><td>Immunization / vaccine administration history (1 page)</td></tr></table><br>
  <p>Dear ${esc(f.ag[1].split(' ')[0])},</p>
  <p>In response to your request and the patient\u2019s signed authorization, please find enclosed the vaccine administration history held by our practice for the patient named above. Only the records listed were released; no other part of the medical record is included.</p>
  <p>Vaccines given at outside locations appear only if the patient reported them to us. For questions about the entries, please call the clinic at ${esc(pr.tel)}.</p>
  <p>Sincerely,</p>
  ${sig(f.roi, { font: f.sigFont, size: '1.8em' })}<br>${esc(f.roi)}<br>${esc(pr.hie)}
  </div>
  <div class="conf">CONFIDENTIALITY NOTICE: The enclosed information is protected health information. The recipient may not further disclose it without the patient\u2019s authorization. If you received this in error, notify the sender and destroy all copies.</div>
  <div class="pf"><span>ROI-${esc(f.req)}</span><span>Page 1 of 2</span></div>`;
  const rows = f.groups
    .map(
      (g) =>
        `<tr class="g"><td colspan="8">${esc(g.name)}</td></tr>` +
        g.rows
          .map(
            (r) =>
              `<tr><td>${esc(r.vaccine)}</td><td>${esc(r.date)}</td><td>${esc(r.dose)}</td><td>${esc(r.route)}</td><td>${esc(r.mfr)}</td><td>${esc(r.lot)}</td><td>${esc(r.by)}</td><td>${esc(r.loc)}</td></tr>`,
          )
          .join(''),
    )
    .join('');
  const p2 = `${head}
  <div class="bn"><span><b>Patient:</b> ${esc(f.namePt)}</span><span><b>DOB:</b> ${esc(f.dob)}</span><span><b>MRN:</b> ${esc(f.mrn)}</span><span><b>Printed:</b> ${esc(f.printed)}</span></div>
  <h2>Vaccine Administration History</h2>
  <table class="v"><tr><th style="width:24%">Vaccine</th><th>Date given</th><th>Dose</th><th>Route / Site</th><th>Manufacturer</th><th>Lot</th><th>Administered by</th><th>Location</th></tr>${rows}</table>
  <div style="font-size:7.8pt;color:#444;margin-top:8px">Dates are MM/DD/YYYY. "Historical" rows were reported by the patient and were not given at this practice. "Refused" rows record a vaccine offered and declined.</div>
  <div class="pf"><span>${esc(pr.name)} · EHR immunization module</span><span>Page 2 of 2</span></div>`;
  return page({
    title: 'Records release',
    body: `${p1}<div class="pb"></div>${p2}`,
    css,
    font: FONTS.lato,
    margin: '0.55in',
  });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, fluRows, o = {}) => {
    const pr = rng.pick(PRACTICES);
    const ag = rng.pick(AGENCIES);
    const loc = pr.name.split(' ').slice(0, 2).join(' ');
    const by = () => rng.pick(pr.staff);
    const letterIso = addDays('2026-11-02', rng.int(0, 14));
    const row = (vaccine, iso, dose, mfr, route) => ({
      vaccine,
      date: fmt(iso, 'us'),
      dose,
      route: route || rng.pick(['IM / L deltoid', 'IM / R deltoid']),
      mfr,
      lot: `${rng.letters(2)}${rng.digits(4)}`,
      by: by(),
      loc,
    });
    const tdapIso = addDays('2019-05-01', rng.int(0, 1400));
    const groups = [
      { name: 'Tdap', rows: [row('Tdap (Boostrix)', tdapIso, '0.5 mL', 'GlaxoSmithKline')] },
      {
        name: 'Hepatitis B',
        rows: [0, 1, 6].map((m, i) =>
          row(
            `Hep B, adult (Engerix-B) — dose ${i + 1}`,
            addDays('2015-03-02', m * 30 + rng.int(0, 5)),
            '1 mL',
            'GlaxoSmithKline',
          ),
        ),
      },
      {
        name: 'Influenza',
        rows: fluRows.map((r) => ({
          vaccine: r.vaccine,
          date: r.iso ? fmt(r.iso, 'us') : r.dateText,
          dose: r.dose ?? '0.5 mL',
          route: r.route ?? rng.pick(['IM / L deltoid', 'IM / R deltoid']),
          mfr: r.mfr ?? '',
          lot: r.lot ?? `${rng.letters(2)}${rng.digits(4)}`,
          by: r.by ?? by(),
          loc: r.loc ?? loc,
        })),
      },
      {
        name: 'COVID-19',
        rows: [
          row(
            'COVID-19 mRNA (Spikevax) 2025-2026',
            addDays('2025-09-15', rng.int(0, 60)),
            '0.5 mL',
            'Moderna',
          ),
        ],
      },
    ];
    return {
      pr,
      ag,
      roi: rng.pick(['Dolores Haskett', 'Marcy Ybarra', 'Quentin Albers']),
      sigFont: rng.pick(SIGS),
      letterDate: fmt(letterIso, 'long'),
      authDate: fmt(addDays(letterIso, -rng.int(3, 12)), 'us'),
      req: rng.digits(7),
      nameRe: nameAs(p, rng.pick(['first_mi_last', 'full'])) + ` (DOB ${fmt(p.dob, 'us')})`,
      namePt: nameAs(p, o.nameStyle || rng.pick(['LAST_FIRST_MI', 'last_first_mi'])),
      dob: fmt(p.dob, 'us'),
      mrn: rng.digits(8),
      printed: fmt(addDays(letterIso, -1), 'us'),
      groups,
    };
  };
  const given = (iso, o = {}) => {
    const [v, m] = rng.pick(FLU);
    return { vaccine: `Influenza, ${v}`, iso, mfr: m, ...o };
  };
  const older = () => [
    given(addDays('2025-09-22', rng.int(0, 50))),
    given(addDays('2024-10-01', rng.int(0, 40))),
  ];
  const out = [];

  let p = k.person();
  let cur = addDays('2026-09-20', rng.int(0, 30));
  let f = make(p, [given(cur), ...older()]);
  out.push({
    key: 'current-season-newest-first',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { season: '2026-2027', ...personData() },
    note: `influenza rows newest first: ${cur} (this season) above the 2025 and 2024 shots; the recruiter named on page 1 is not the patient`,
  });

  p = k.person();
  cur = addDays('2026-08-24', rng.int(0, 10));
  f = make(p, [...older().reverse(), given(cur)]);
  out.push({
    key: 'early-season-shot-last-row',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['vaccination outside season'],
    data: { season: '2026-2027', ...personData() },
    note: `influenza rows oldest first; the newest (${cur}, late August) falls in the season that began 1 July 2026`,
  });

  p = k.person();
  f = make(p, older());
  out.push({
    key: 'last-season-only',
    person: requestPerson(p),
    html: render(f),
    issues: ['vaccination outside season'],
    data: {},
    note: 'newest influenza row is autumn 2025 (2025-2026 season); the letter and print dates are November 2026',
  });

  p = k.person();
  f = make(p, [
    {
      vaccine:
        'Influenza, unspecified formulation — Historical (patient reported, 2026-27 season, given at work)',
      iso: null,
      dateText: 'Unknown',
      dose: '—',
      route: '—',
      mfr: '—',
      lot: '—',
      by: '—',
      loc: 'Outside location',
    },
    ...older(),
  ]);
  out.push({
    key: 'patient-reported-no-date',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing vaccination date'],
    data: {},
    note: 'the only current-season entry is a historical row with date "Unknown"; the dated rows are earlier seasons (vaccination outside season may also be reported)',
  });

  p = k.person();
  const ref = addDays('2026-10-01', rng.int(0, 30));
  f = make(p, [
    {
      vaccine: 'Influenza — REFUSED (reason: patient preference / personal belief)',
      iso: ref,
      dose: '—',
      route: '—',
      mfr: '—',
      lot: '—',
    },
    given(addDays('2024-10-01', rng.int(0, 40))),
  ]);
  out.push({
    key: 'refused-this-season',
    person: requestPerson(p),
    html: render(f),
    issues: ['declination not allowed'],
    data: { record_type: 'declination', 'declination.date': ref },
    note: 'the 2026-27 influenza row records a refusal with a reason; declinations are not allowed by default',
  });

  p = k.person();
  const last = addDays('2025-09-29', rng.int(0, 40));
  f = make(p, [given(last), given(addDays('2024-10-01', rng.int(0, 40)))]);
  out.push({
    key: 'client-asks-2025-2026',
    person: requestPerson(p),
    rules: { season: '2025-2026' },
    html: render(f),
    issues: [],
    forbidden: ['vaccination outside season'],
    data: { ...personData() },
    note: `the client asks for the 2025-2026 season; the newest row (${last}) is in it`,
  });
  return out;
}
