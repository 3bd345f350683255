// A county public-health vaccine scheduler's "My appointments — history" page, printed from the browser (print
// header with date-time and page title, URL and page number in the footer) and photographed, scanned or faxed. The
// account holder who booked (often a spouse or a parent) is shown in the top bar; the recipient's name and date of
// birth are in the "Recipient" panel. Appointments are cards, newest first, each with a status badge (COMPLETED /
// CANCELLED / NO-SHOW / UPCOMING), appointment date and time, site and address, the dose label the scheduler
// assigned when booking ("Dose 1 of 2", "Additional / updated dose"), and for completed visits a check-out panel:
// vaccine administered with maker, lot, site, administered by (name and credentials) and check-out time. Only
// completed visits are doses; booked, cancelled, missed and future appointments are not. Other dates on the page
// (printed at, account created, reminder sent, cancelled on) are not dose dates.
import { addDays, fmt, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r23_county_vaccine_scheduler_appointment_history',
  split: 'tuning',
  renderings: { photo: 35, scanned_pdf: 25, fax: 25, text_pdf: 15 },
  description:
    'County public-health vaccine scheduler "My appointments — history" page printed from the browser (print header date-time and title, URL footer): account holder who booked in the top bar (often a spouse or parent), recipient panel with name and DOB, then appointment cards newest first with status badges COMPLETED / CANCELLED / NO-SHOW / UPCOMING, date and time, site and address, the dose label given at booking, and for completed visits a check-out panel (vaccine and maker, lot, arm, administered by name and credentials, checked out at); variants Pfizer x2 with a cancelled appointment between, Moderna x2 and an updated-formula dose with a future appointment booked, one Janssen dose with the second appointment cancelled, Pfizer dose 1 with dose 2 a no-show, Moderna doses 20 days apart, Pfizer then Moderna as the two primary doses',
};

const COUNTIES = [
  {
    portal: 'VaxConnect',
    county: 'Harlan Ridge County Public Health',
    host: 'vaxconnect.harlanridgecounty.example.gov',
    color: '#0e5a8a',
    state: 'TN',
    sites: [
      ['Expo Center Hall B', '4100 Pioneer Way, Knoxville, TN 37916'],
      ['HRCPH South Clinic', '88 Sycamore Ln, Knoxville, TN 37916'],
      ['Westfield Mall Community Room', '2211 Meridian Ave, Knoxville, TN 37916'],
    ],
    staff: [
      ['Dana Kirschner', 'RN'],
      ['Luis Bermejo', 'LPN'],
      ['Yvette Strand', 'PharmD'],
      ['Corey Ashdown', 'EMT-P'],
    ],
  },
  {
    portal: 'ShotFinder',
    county: 'Tamarack County Health District',
    host: 'shotfinder.tamarackhealth.example.org',
    color: '#4a3b8f',
    state: 'WA',
    sites: [
      ['Fairgrounds Drive-Up', '1500 Grange Hall Rd, Tacoma, WA 98405'],
      ['TCHD Main Clinic', '310 Whitcomb St, Tacoma, WA 98405'],
      ['Lincoln High School Gym', '701 Larkspur Ave, Tacoma, WA 98405'],
    ],
    staff: [
      ['Priya Venkataraman', 'RN'],
      ['Gordon Halloway', 'MA'],
      ['Ines Carvalho', 'RN'],
      ['Terrence Bly', 'PA-C'],
    ],
  },
  {
    portal: 'MyVaccineAppt',
    county: 'Sabine Bend County Department of Health',
    host: 'appointments.sabinebendhealth.example.gov',
    color: '#7a3b12',
    state: 'TX',
    sites: [
      ['Civic Arena Lot C', '900 Copperfield Dr, El Paso, TX 79902'],
      ['SBCDH Eastside Clinic', '1402 Tamarack Dr, El Paso, TX 79902'],
      ['Mesa Vista Fire Station 6', '65 Saddleback Way, El Paso, TX 79902'],
    ],
    staff: [
      ['Rosa Elvira Mendez', 'RN'],
      ['Caleb Northrup', 'LVN'],
      ['Hye-won Seo', 'PharmD'],
      ['Arturo Bañuelos', 'RN'],
    ],
  },
];

const PRODUCTS = {
  pfizer: 'Pfizer-BioNTech COVID-19 Vaccine',
  moderna: 'Moderna COVID-19 Vaccine',
  janssen: 'Janssen (Johnson & Johnson) COVID-19 Vaccine',
  pfizer_upd: 'Pfizer-BioNTech COVID-19 Vaccine, 2023-2024 Formula',
  moderna_upd: 'Moderna COVID-19 Vaccine (Spikevax), 2024-2025 Formula',
};
const MAKER = {
  pfizer: 'Pfizer, Inc.',
  moderna: 'ModernaTX, Inc.',
  janssen: 'Janssen Biotech (J&J)',
  pfizer_upd: 'Pfizer, Inc.',
  moderna_upd: 'ModernaTX, Inc.',
};
const MFR = {
  pfizer: 'pfizer',
  moderna: 'moderna',
  janssen: 'janssen',
  pfizer_upd: 'pfizer',
  moderna_upd: 'moderna',
};
const LOTP = { pfizer: 'FK', moderna: '0', janssen: '20', pfizer_upd: 'HH', moderna_upd: '3C' };

function card(f, a) {
  const badge = {
    completed: ['COMPLETED', '#1f7a3a'],
    cancelled: ['CANCELLED', '#8a1c1c'],
    noshow: ['NO-SHOW', '#8a5a00'],
    upcoming: ['UPCOMING', '#1d4e89'],
  }[a.status];
  let body = '';
  if (a.status === 'completed') {
    body = `<div class="co"><div class="coh">Check-out</div>
      <div class="kv"><span>Vaccine administered</span><b>${esc(PRODUCTS[a.p])}</b></div>
      <div class="kv"><span>Manufacturer</span>${esc(MAKER[a.p])}</div>
      <div class="kv"><span>Lot</span>${esc(a.lot)} &nbsp; <span class="in">Route / site</span> IM · ${esc(a.arm)} deltoid</div>
      <div class="kv"><span>Administered by</span>${a.by ? esc(`${a.by[0]}, ${a.by[1]}`) : '—'}</div>
      <div class="kv"><span>Checked out</span>${esc(fmt(a.date, f.ds))} ${esc(a.out)}</div></div>`;
  } else if (a.status === 'cancelled') {
    body = `<div class="nt">Cancelled ${esc(a.cby)} on ${esc(fmt(a.cdate, f.ds))}. ${esc(a.why || '')}</div>`;
  } else if (a.status === 'noshow') {
    body = `<div class="nt">Recipient did not check in. No vaccine was administered at this appointment.</div>`;
  } else {
    body = `<div class="nt">Reminder will be sent 24 hours before. Bring photo ID and insurance card if you have one.</div>`;
  }
  return `<div class="card"><div class="ch"><span class="bd" style="background:${badge[1]}">${badge[0]}</span>
    <span class="cd">${esc(fmt(a.date, f.ds))} · ${esc(a.time)}</span><span class="dl">${esc(a.label)}</span></div>
    <div class="site"><b>${esc(a.site[0])}</b> — ${esc(a.site[1])}</div>
    <div class="cf">Confirmation # ${esc(a.conf)}</div>${body}</div>`;
}

function render(f) {
  const C = f.C;
  const appts = [...f.appts].sort((x, y) => (x.date < y.date ? 1 : -1));
  return page({
    title: `${C.portal} — My appointments`,
    size: 'letter',
    margin: '0.4in',
    font: f.font,
    body: `
    <div class="ph"><span>${esc(fmt(f.printed, 'us_short'))}, ${esc(f.ptime)}</span><span>${esc(C.portal)} | My appointments</span></div>
    <div class="bar" style="background:${C.color}"><span class="pn">${esc(C.portal)}</span><span class="cty">${esc(C.county)}</span>
      <span class="acct">Signed in as <b>${esc(f.account)}</b> · Sign out</span></div>
    <div class="tabs"><span>Find a clinic</span><span class="on" style="border-color:${C.color}">My appointments</span><span>Household</span><span>Help</span></div>
    <div class="rp"><div class="rh">Recipient</div>
      <div class="rg"><div><span>Name</span>${esc(f.recipient)}</div><div><span>Date of birth</span>${esc(fmt(f.p.dob, f.ds))}</div>
      <div><span>Relationship to account</span>${esc(f.rel)}</div><div><span>Profile created</span>${esc(fmt(f.created, f.ds))}</div></div></div>
    <div class="h2">Appointment history <span class="sm">(${appts.length} appointments · newest first)</span></div>
    ${appts.map((a) => card(f, a)).join('')}
    <div class="disc">This page lists appointments booked through ${esc(C.portal)}. It is not an official immunization record. Official records are kept in the state immunization information system (${esc(C.state)}).</div>
    <div class="pf"><span>https://${esc(C.host)}/account/appointments?recipient=${esc(f.rid)}</span><span>1/1</span></div>`,
    css: `
    .ph, .pf { display:flex; justify-content:space-between; font-size:7.4pt; color:#333; font-family:${FONTS.sans}; }
    .pf { margin-top:8px; }
    .bar { color:#fff; display:flex; align-items:center; gap:12px; padding:6px 10px; margin-top:4px; }
    .pn { font-size:15pt; font-weight:bold; } .cty { font-size:9pt; flex:1; } .acct { font-size:8.4pt; }
    .tabs { display:flex; gap:18px; font-size:9pt; border-bottom:1px solid #bbb; padding:5px 8px 0; color:#444; }
    .tabs span { padding-bottom:4px; } .tabs .on { border-bottom:3px solid; font-weight:bold; color:#111; }
    .rp { border:1px solid #bbb; border-radius:6px; margin:8px 0; padding:6px 10px; background:#f6f7f9; }
    .rh { font-weight:bold; font-size:10pt; margin-bottom:3px; }
    .rg { display:grid; grid-template-columns:1fr 1fr; gap:3px 20px; font-size:10pt; }
    .rg span { display:block; font-size:7.6pt; color:#555; }
    .h2 { font-size:12pt; font-weight:bold; margin:8px 0 4px; } .sm { font-size:8.5pt; font-weight:normal; color:#555; }
    .card { border:1px solid #c4c4c4; border-radius:6px; padding:6px 10px; margin-bottom:7px; break-inside:avoid; }
    .ch { display:flex; align-items:center; gap:10px; }
    .bd { color:#fff; font-size:8pt; font-weight:bold; padding:2px 7px; border-radius:9px; letter-spacing:0.4px; }
    .cd { font-weight:bold; font-size:10.5pt; } .dl { margin-left:auto; font-size:9pt; color:#333; }
    .site { font-size:9.4pt; margin-top:2px; } .cf { font-size:8pt; color:#555; }
    .co { border-top:1px dashed #bbb; margin-top:4px; padding-top:3px; }
    .coh { font-size:8pt; font-weight:bold; text-transform:uppercase; color:#1f7a3a; }
    .kv { font-size:9.6pt; } .kv span { display:inline-block; width:1.45in; color:#555; font-size:8.6pt; } .kv span.in { width:auto; margin-right:4px; }
    .nt { font-size:8.8pt; color:#444; margin-top:2px; font-style:italic; }
    .disc { font-size:7.8pt; color:#444; margin-top:6px; }`,
  });
}

export function cases(k) {
  const { rng } = k;
  const order = rng.shuffle([0, 1, 2]);
  let n = 0;
  const mk = (p, appts, o = {}) => {
    const C = COUNTIES[order[n % 3]];
    n++;
    const relo = rng.pick(['self', 'spouse', 'spouse', 'parent']);
    const first = appts.map((a) => a.date).sort()[0];
    return {
      p,
      C,
      appts,
      printed: addDays('2026-10-08', rng.int(0, 40)),
      ptime: `${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`,
      account: relo === 'self' ? `${p.first} ${p.last}` : o.other,
      rel: relo === 'self' ? 'Self (account holder)' : relo === 'spouse' ? 'Spouse / partner' : 'Adult child',
      recipient: rng.chance(0.5)
        ? `${p.first} ${p.middle ? p.middle[0] + '. ' : ''}${p.last}`
        : `${p.last}, ${p.first}`,
      created: addDays(first, -rng.int(3, 20)),
      rid: rng.digits(7),
      ds: rng.pick(['us', 'long', 'mon', 'us_nz']),
      font: rng.pick([FONTS.sans, FONTS.roboto, FONTS.open, FONTS.lato]),
      ...o,
    };
  };
  const appt = (C, status, date, o = {}) => {
    const hh = rng.pick([8, 9, 10, 11, 13, 14, 15, 16]);
    const mm = rng.pick([0, 15, 30, 45]);
    const outMin = hh * 60 + mm + rng.int(14, 38);
    return {
      status,
      date,
      time: `${hh > 12 ? hh - 12 : hh}:${String(mm).padStart(2, '0')} ${hh >= 12 ? 'PM' : 'AM'}`,
      site: o.site || rng.pick(C.sites),
      conf: `${rng.letters(3)}-${rng.digits(6)}`,
      label: o.label || 'Dose 1 of 2',
      p: o.p,
      lot: o.p
        ? `${LOTP[o.p]}${rng.digits(4)}${o.p === 'janssen' ? rng.digits(2) : ''}${rng.pick(['', 'A', 'B'])}`
        : '',
      arm: rng.pick(['Left', 'Right']),
      by: o.by === undefined ? rng.pick(C.staff) : o.by,
      out: `${Math.floor(outMin / 60)}:${String(outMin % 60).padStart(2, '0')}`,
      cby: o.cby || rng.pick(['by recipient', 'by account holder', 'by clinic (weather closure)']),
      cdate: o.cdate || addDays(date, -rng.int(1, 5)),
      why: o.why || '',
    };
  };
  const gap = (a, b) => Math.round((new Date(b) - new Date(a)) / 864e5);
  const ddata = (doses) => {
    const o = {};
    doses.forEach((x, i) => {
      o[`doses.${i}.date`] = x.date;
      o[`doses.${i}.manufacturer`] = MFR[x.p];
    });
    return o;
  };
  const out = [];
  const C0 = () => COUNTIES[order[n % 3]];

  // 1 — Pfizer x2, a cancelled appointment between (photo)
  {
    const p = k.person();
    const q = k.person();
    const C = C0();
    const d1 = addDays('2021-03-22', rng.int(0, 60));
    const d2 = addDays(d1, rng.int(21, 26));
    const cx = addDays(d1, rng.int(14, 18));
    const a = [
      appt(C, 'completed', d1, { p: 'pfizer' }),
      appt(C, 'cancelled', cx, {
        label: 'Dose 2 of 2',
        cby: 'by clinic (weather closure)',
        why: 'Please rebook.',
      }),
      appt(C, 'completed', d2, { p: 'pfizer', label: 'Dose 2 of 2' }),
    ];
    const f = mk(p, a, { other: `${q.first} ${p.last}` });
    out.push({
      key: 'pfizer-two-completed-cancelled-between',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      data: { ...ddata([a[0], a[2]]), ...personData() },
      note: `COMPLETED Pfizer ${d1} and ${d2} (${gap(d1, d2)} days apart) with check-out panels naming the vaccinator; the CANCELLED appointment ${cx} between them is not a dose; the account holder (${f.account}) may be another person — the recipient panel names the holder; printed / profile-created dates are not doses; record_type left out (a scheduler print could be read as digital or electronic)`,
    });
  }

  // 2 — Moderna x2 and a 2024-2025 formula dose; a future appointment booked (scanned PDF)
  {
    const p = k.person();
    const q = k.person();
    const C = C0();
    const d1 = addDays('2021-02-08', rng.int(0, 60));
    const d2 = addDays(d1, rng.int(28, 34));
    const b = addDays('2024-09-16', rng.int(0, 50));
    const fut = addDays('2026-12-01', rng.int(0, 25));
    const a = [
      appt(C, 'completed', d1, { p: 'moderna' }),
      appt(C, 'completed', d2, { p: 'moderna', label: 'Dose 2 of 2' }),
      appt(C, 'completed', b, { p: 'moderna_upd', label: 'Updated dose (2024-2025)' }),
      appt(C, 'upcoming', fut, { label: 'Updated dose (2026-2027)', by: null }),
    ];
    const f = mk(p, a, { other: `${q.first} ${q.last}` });
    out.push({
      key: 'moderna-two-and-updated-dose-future-appointment',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      data: { ...ddata(a.slice(0, 3)), 'doses.2.kind': 'booster', ...personData() },
      note: `COMPLETED Moderna ${d1} and ${d2} (${gap(d1, d2)} days apart) and a 2024-2025 formula Moderna dose ${b} (a booster after the complete series); the UPCOMING appointment ${fut} is not a dose`,
    });
  }

  // 3 — one Janssen dose, the second booked appointment cancelled (fax)
  {
    const p = k.person();
    const q = k.person();
    const C = C0();
    const d1 = addDays('2021-04-05', rng.int(0, 70));
    const cx = addDays(d1, rng.int(30, 60));
    const a = [
      appt(C, 'completed', d1, { p: 'janssen', label: 'Single dose' }),
      appt(C, 'cancelled', cx, { label: 'Dose 1 of 2', cby: 'by recipient', why: 'Booked in error.' }),
    ];
    const f = mk(p, a, { other: `${q.first} ${q.last}` });
    out.push({
      key: 'janssen-single-dose-later-booking-cancelled',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: [],
      data: { ...ddata([a[0]]), ...personData() },
      note: `one COMPLETED Janssen dose ${d1} is a complete primary series; the later CANCELLED booking (${cx}, "booked in error") is not a dose`,
    });
  }

  // 4 — Pfizer dose 1 completed, dose 2 a no-show, the rebooking cancelled (photo)
  {
    const p = k.person();
    const q = k.person();
    const C = C0();
    const d1 = addDays('2021-05-03', rng.int(0, 60));
    const ns = addDays(d1, 21);
    const rb = addDays(ns, rng.int(7, 14));
    const a = [
      appt(C, 'completed', d1, { p: 'pfizer' }),
      appt(C, 'noshow', ns, { label: 'Dose 2 of 2', by: null }),
      appt(C, 'cancelled', rb, { label: 'Dose 2 of 2', cby: 'by recipient' }),
    ];
    const f = mk(p, a, { other: `${q.first} ${q.last}` });
    out.push({
      key: 'pfizer-dose-one-dose-two-no-show',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: ['not enough doses'],
      data: { ...ddata([a[0]]), ...personData() },
      note: `only one COMPLETED Pfizer dose (${d1}); the "Dose 2 of 2" appointment ${ns} is NO-SHOW and its rebooking ${rb} was CANCELLED, so one dose of a two-dose series`,
    });
  }

  // 5 — Moderna doses 20 days apart (fax)
  {
    const p = k.person();
    const q = k.person();
    const C = C0();
    const d1 = addDays('2021-03-01', rng.int(0, 60));
    const d2 = addDays(d1, 20);
    const a = [
      appt(C, 'completed', d1, { p: 'moderna' }),
      appt(C, 'completed', d2, { p: 'moderna', label: 'Dose 2 of 2' }),
    ];
    const f = mk(p, a, { other: `${q.first} ${q.last}` });
    out.push({
      key: 'moderna-doses-twenty-days-apart',
      person: requestPerson(p),
      html: render(f),
      rendering: rng.pick(['fax', 'scanned_pdf']),
      issues: ['insufficient waiting period'],
      data: { ...ddata(a), ...personData() },
      note: `COMPLETED Moderna ${d1} and ${d2}: 20 days apart, below 28 − 4 = 24 days, although both appointments show check-out panels`,
    });
  }

  // 6 — Pfizer then Moderna as the two primary doses (text PDF)
  {
    const p = k.person();
    const q = k.person();
    const C = C0();
    const d1 = addDays('2021-04-12', rng.int(0, 50));
    const d2 = addDays(d1, rng.int(28, 35));
    const a = [
      appt(C, 'completed', d1, { p: 'pfizer' }),
      appt(C, 'completed', d2, { p: 'moderna', label: 'Dose 2 of 2' }),
    ];
    const f = mk(p, a, { other: `${q.first} ${q.last}` });
    out.push({
      key: 'pfizer-then-moderna-primary-doses',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['unsupported dose combination'],
      data: { ...ddata(a), ...personData() },
      note: `"Dose 1 of 2" was Pfizer (${d1}) and "Dose 2 of 2" Moderna (${d2}, ${gap(d1, d2)} days later): Pfizer then Moderna as the two primary doses is unsupported dose combination (this corpus's reading)`,
    });
  }
  return out;
}
