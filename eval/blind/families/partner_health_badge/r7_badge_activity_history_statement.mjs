// A partner staffing platform's "Credential badge — status history" statement, requested by a facility: platform
// letterhead, a three-column key-value grid at the top (Clinician, Credential #, Role / Member since, Home state,
// Statement date) that deliberately carries NO status or end date, then an activity log table with a header row
// (Date / Event / Status after event / Valid thru / Recorded by) in ascending order, so the current status and end
// date are the LAST row: issued, renewed, auto-suspended for a lapsed item, reinstated … Dates DD-Mon-YYYY.
import { addDays, addYears, nameAs, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, logo, page, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'partner_health_badge',
  name: 'r7_badge_activity_history_statement',
  split: 'tuning',
  description:
    'Partner-platform badge status-history statement: three-column key-value grid (Clinician, Credential #, Role, Member since, Statement date) without status, then an oldest-first activity log table (Date / Event / Status after event / Valid thru / Recorded by) whose LAST row decides: renewals, auto-suspension, reinstatement, deactivation, "no end date"; DD-Mon-YYYY',
};

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dmy = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${String(d).padStart(2, '0')}-${MON[m - 1]}-${y}`;
};

const PLATFORMS = [
  { name: 'Tendwell Staffing Network', short: 'Tendwell', color: '#00695c', site: 'tendwell.example' },
  { name: 'ClinicalCrew On-Demand', short: 'ClinicalCrew', color: '#3949ab', site: 'clinicalcrew.example' },
  { name: 'Bridgeport ShiftCare', short: 'ShiftCare', color: '#ad1457', site: 'bridgeportshiftcare.example' },
];

function render(f) {
  const pl = f.pl;
  const css = `
  .lh { display:flex; align-items:center; gap:12px; border-bottom:2px solid ${pl.color}; padding-bottom:6px; }
  .lh .n { font-size:14pt; font-weight:bold; color:${pl.color}; } .lh .s { font-size:8pt; color:#555; }
  h1 { font-size:13pt; margin:14px 0 8px; }
  .grid { display:grid; grid-template-columns:1fr 1fr 1fr; gap:8px 18px; border:1px solid #ccc; padding:8px 12px; background:#fafafa; }
  .grid .l { font-size:7.2pt; color:#666; text-transform:uppercase; letter-spacing:.3px; } .grid .v { font-size:10pt; }
  table.a { width:100%; margin-top:14px; } table.a th { text-align:left; font-size:8pt; border-bottom:2px solid ${pl.color}; padding:4px; color:#333; }
  table.a td { font-size:9pt; padding:5px 4px; border-bottom:1px solid #e2e2e2; vertical-align:top; }
  .p { font-size:8.8pt; line-height:1.4; margin-top:12px; }
  .ft { font-size:7.4pt; color:#666; border-top:1px solid #ccc; margin-top:22px; padding-top:3px; }`;
  const rows = f.events
    .map(
      (e) =>
        `<tr><td>${esc(dmy(e.date))}</td><td>${esc(e.event)}</td><td>${esc(e.status)}</td><td>${e.thru ? esc(dmy(e.thru)) : esc(e.thruText || '—')}</td><td>${esc(e.by)}</td></tr>`,
    )
    .join('');
  const body = `
  <div class="lh">${logo({ initials: pl.short.slice(0, 2).toUpperCase(), color: pl.color, shape: 'square', size: 40 })}<div><div class="n">${esc(pl.name)}</div><div class="s">Clinician Credentialing · compliance@${esc(pl.site)} · ${esc(f.addr)}</div></div></div>
  <h1>Credential badge — status history</h1>
  <div class="grid">
   <div><div class="l">Clinician</div><div class="v">${esc(f.name)}</div></div>
   <div><div class="l">Credential #</div><div class="v">${esc(f.badgeId)}</div></div>
   <div><div class="l">Role</div><div class="v">${esc(f.role)}</div></div>
   <div><div class="l">Member since</div><div class="v">${esc(dmy(f.since))}</div></div>
   <div><div class="l">Home state</div><div class="v">${esc(f.state)}</div></div>
   <div><div class="l">Statement date</div><div class="v">${esc(dmy(f.stmt))}</div></div>
  </div>
  <table class="a"><tr><th style="width:14%">Date</th><th>Event</th><th style="width:17%">Status after event</th><th style="width:14%">Valid thru</th><th style="width:17%">Recorded by</th></tr>${rows}</table>
  <div class="p">This statement lists every change to the clinician's ${esc(pl.short)} credential badge in date order; the last entry is the badge's standing on the statement date. A badge is renewed each year after the platform re-verifies licensure, BLS, TB screening, background and exclusion checks.</div>
  <div style="margin-top:18px">${sig(f.signer, { font: f.sigFont, size: '1.7em' })}<div style="border-top:1px solid #333;width:2.6in;font-size:8pt">${esc(f.signer)}, Credentialing Specialist</div></div>
  <div class="ft">${esc(pl.name)} · Statement ${esc(f.ref)} · Facilities may confirm any entry at verify.${esc(pl.site)}</div>`;
  return page({ title: 'Badge status history', body, css, font: FONTS.lato, margin: '0.5in' });
}

export function cases(k) {
  const { rng } = k;
  const analysts = ['System (auto)', 'K. Brandt', 'L. Osei-Mensah', 'R. Halloran'];
  const make = (p, events, o = {}) => {
    const pl = o.pl || rng.pick(PLATFORMS);
    return {
      pl,
      addr: rng.pick([
        '500 Lindell Blvd, Suite 210, Springfield, IL 62704',
        '77 Tamarack Dr, Aurora, CO 80012',
      ]),
      name: nameAs(p, o.nameStyle || rng.pick(['first_last', 'full', 'last_first'])),
      badgeId: o.noId ? '' : `${pl.short.slice(0, 2).toUpperCase()}-${rng.digits(3)}-${rng.digits(4)}`,
      role: rng.pick([
        'Registered Nurse (RN)',
        'Certified Nursing Assistant (CNA)',
        'Licensed Practical Nurse (LPN)',
      ]),
      since: events[0].date,
      state: rng.pick(['Illinois', 'Colorado', 'Missouri']),
      stmt: o.stmt || addDays('2026-11-03', rng.int(0, 14)),
      events: events.map((e) => ({ ...e, by: e.by || rng.pick(analysts) })),
      signer: rng.pick(['Tamsin Prewitt', 'Owen Castellucci', 'Regina Adebayo']),
      sigFont: rng.pick(SIGS),
      ref: `BSH-${rng.digits(6)}`,
    };
  };
  const issued = () => addDays('2024-01-08', rng.int(0, 200));
  const out = [];

  let p = k.person();
  let i0 = issued();
  let r1 = addYears(i0, 1);
  let r2 = addYears(r1, 1);
  let f = make(p, [
    { date: i0, event: 'Badge issued after initial verification', status: 'Active', thru: addYears(i0, 1) },
    { date: r1, event: 'Annual renewal - all items re-verified', status: 'Active', thru: addYears(r1, 1) },
    { date: r2, event: 'Annual renewal - all items re-verified', status: 'Active', thru: addYears(r2, 1) },
  ]);
  out.push({
    key: 'two-renewals-active',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'badge.id': f.badgeId,
      'badge.status': 'active',
      'badge.expiration_date': addYears(r2, 1),
      'person.name.status': 'match',
    },
    note: 'the current end date is the last row; earlier rows carry older Valid thru dates',
  });

  p = k.person();
  i0 = addDays('2024-09-01', rng.int(0, 120));
  r1 = addYears(i0, 1);
  const susp = addDays(r1, rng.int(90, 200));
  const rein = addDays(susp, rng.int(6, 30));
  f = make(p, [
    { date: i0, event: 'Badge issued after initial verification', status: 'Active', thru: addYears(i0, 1) },
    { date: r1, event: 'Annual renewal', status: 'Active', thru: addYears(r1, 1) },
    {
      date: susp,
      event: 'Auto-suspended: BLS card expired',
      status: 'Inactive (suspended)',
      thru: addYears(r1, 1),
      by: 'System (auto)',
    },
    {
      date: rein,
      event: 'Reinstated: new BLS eCard verified; badge renewed',
      status: 'Active',
      thru: addYears(rein, 1),
    },
  ]);
  out.push({
    key: 'suspended-then-reinstated',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    forbidden: ['badge inactive'],
    data: {
      'badge.status': 'active',
      'badge.expiration_date': addYears(rein, 1),
      'person.name.status': 'match',
    },
    note: 'an Inactive (suspended) row in the middle, but the last row reinstates the badge',
  });

  p = k.person();
  i0 = addDays('2025-12-01', rng.int(0, 60));
  const deact = addDays(i0, rng.int(200, 260));
  f = make(p, [
    { date: i0, event: 'Badge issued after initial verification', status: 'Active', thru: addYears(i0, 1) },
    {
      date: deact,
      event: 'Deactivated: TB screening lapsed, not resubmitted',
      status: 'Inactive',
      thru: addYears(i0, 1),
    },
  ]);
  out.push({
    key: 'deactivated-last-row',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['badge inactive'],
    data: { 'badge.status': 'inactive', 'badge.id': f.badgeId },
    note: 'the Valid thru date is still in the future, but the last event deactivated the badge',
  });

  p = k.person();
  i0 = addDays('2024-09-01', rng.int(0, 40));
  r1 = addYears(i0, 1);
  f = make(
    p,
    [
      { date: i0, event: 'Badge issued after initial verification', status: 'Active', thru: addYears(i0, 1) },
      { date: r1, event: 'Annual renewal', status: 'Active', thru: addYears(r1, 1) },
    ],
    { stmt: addDays(addYears(r1, 1), -rng.int(20, 40)) },
  );
  out.push({
    key: 'active-but-valid-thru-passed',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'badge.status': 'active', 'badge.expiration_date': addYears(r1, 1) },
    note: 'the statement was printed before the end date; the last row is Active but its Valid thru (autumn 2026) is before valid_on',
  });

  p = k.person();
  i0 = issued();
  r1 = addYears(i0, 1);
  r2 = addYears(r1, 1);
  const pl = rng.pick(PLATFORMS);
  f = make(
    p,
    [
      { date: i0, event: 'Badge issued after initial verification', status: 'Active', thru: addYears(i0, 1) },
      { date: r1, event: 'Annual renewal', status: 'Active', thru: addYears(r1, 1) },
      { date: r2, event: 'Annual renewal', status: 'Active', thru: addYears(r2, 1) },
    ],
    { pl },
  );
  out.push({
    key: 'platform-not-accepted',
    person: requestPerson(p, { withDob: false }),
    rules: { accepted_issuers: PLATFORMS.filter((x) => x !== pl).map((x) => x.name) },
    html: render(f),
    issues: ['unsupported issuer'],
    data: { 'badge.status': 'active', 'badge.id': f.badgeId },
    note: 'an active badge from a platform the client does not list',
  });

  p = k.person();
  i0 = addDays('2025-06-01', rng.int(0, 150));
  const cont = addDays(i0, rng.int(60, 120));
  f = make(p, [
    { date: i0, event: 'Badge issued after initial verification', status: 'Active', thru: addYears(i0, 1) },
    {
      date: cont,
      event: 'Moved to continuous monitoring (no fixed renewal)',
      status: 'Active',
      thru: null,
      thruText: 'No end date',
    },
  ]);
  out.push({
    key: 'continuous-monitoring-no-end',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing expiration date'],
    forbidden: ['badge inactive', 'document expired'],
    data: { 'badge.status': 'active', 'badge.expiration_date': null },
    note: 'the last row replaces the yearly end date by "No end date" (continuous monitoring); the first row\'s Valid thru is superseded',
  });
  return out;
}
