// A browser printout of a state alcoholic-beverage commission's public server-permit search, searched by surname:
// several permit holders share the surname, so the holder's row is one of three to five and never the first.
// Columns "Permit #", "Name (Last, First, MI)", "County", "Issued", "Expires on or before", "Status"; dates as
// YYYY.MM.DD; the print header carries the page title and time, the footer the URL and page count.
import { addDays, addYears, fmt, nameAs, PEOPLE, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'r4_server_permit_registry_search',
  split: 'tuning',
  description:
    'Browser printout of a state server-permit public search by surname: 3–5 same-surname rows, holder never first, "Name (Last, First, MI)", "Expires on or before", YYYY.MM.DD dates, status column',
};

const dots = (iso) => (iso ? fmt(iso, 'iso').replace(/-/g, '.') : '—');

function render(f) {
  const css = `
  .ph { display:flex; justify-content:space-between; font-size:7.5pt; color:#333; margin-bottom:8px; }
  .bar { background:#2b3e50; color:#fff; padding:8px 12px; display:flex; justify-content:space-between; align-items:center; }
  .bar .n { font-size:13pt; font-weight:bold; }
  .bar .s { font-size:8pt; opacity:0.9; }
  .crumb { font-size:8pt; color:#555; margin:8px 0; }
  .srch { border:1px solid #bbb; background:#f6f7f9; padding:8px 10px; font-size:9pt; display:flex; gap:18px; }
  .srch span.v { border:1px solid #999; background:#fff; padding:1px 8px; min-width:110px; display:inline-block; }
  .cnt { font-size:9pt; margin:10px 0 4px; }
  table.r { width:100%; } table.r th { background:#e4e8ee; font-size:8pt; text-align:left; padding:4px 5px; border-bottom:2px solid #2b3e50; }
  table.r td { font-size:9pt; padding:5px; border-bottom:1px solid #d3d3d3; }
  .st { font-size:7.8pt; font-weight:bold; padding:1px 6px; border-radius:3px; }
  .st.ACTIVE { background:#d9f0dd; color:#1c5d27; } .st.EXPIRED { background:#f5d9d9; color:#7d1c1c; } .st.PENDING { background:#f7edcf; color:#6b5410; }
  .disc { font-size:7.5pt; color:#555; margin-top:14px; line-height:1.4; }
  .pfoot { display:flex; justify-content:space-between; font-size:7.5pt; color:#333; margin-top:24px; }`;
  const rows = f.rows
    .map(
      (r) =>
        `<tr><td>${esc(r.permit)}</td><td>${esc(r.name)}</td><td>${esc(r.county)}</td><td>${esc(dots(r.issued))}</td><td>${esc(dots(r.expires))}</td><td><span class="st ${r.status}">${esc(r.status)}</span></td></tr>`,
    )
    .join('');
  const body = `
  <div class="ph"><span>${esc(f.printed)}</span><span>Server Permit Search – ${esc(f.agency)}</span></div>
  <div class="bar"><div><div class="n">${esc(f.agency)}</div><div class="s">State of ${esc(f.stateName)} · Responsible Server Program</div></div><div class="s">Public Records · Permit Lookup</div></div>
  <div class="crumb">Home › Licensing › Server Permits › Search results</div>
  <div class="srch"><div>Last name <span class="v">${esc(f.query)}</span></div><div>First name <span class="v"></span></div><div>Permit # <span class="v"></span></div><div>County <span class="v">All</span></div></div>
  <div class="cnt"><b>${f.rows.length} permits</b> match your search. Sorted by permit number.</div>
  <table class="r"><tr><th>Permit #</th><th>Name (Last, First, MI)</th><th>County</th><th>Issued</th><th>Expires on or before</th><th>Status</th></tr>${rows}</table>
  <div class="disc">Server permits are issued to persons who complete an approved server training course and pass the commission's examination.
  A permit is valid statewide until the date shown. Information is provided as a public record and is current as of the time of the search.</div>
  <div class="pfoot"><span>${esc(f.url)}</span><span>1/1</span></div>`;
  return page({ title: 'Server Permit Search', body, css, font: FONTS.open, margin: '0.4in' });
}

export function cases(k) {
  const { rng } = k;
  const counties = ['Knox', 'Davidson', 'Hamilton', 'Shelby', 'Sevier', 'Blount', 'Rutherford'];
  const firsts = PEOPLE.map((x) => x.first);
  const make = (p, o = {}) => {
    const issueIso = o.issueIso || addDays('2024-02-05', rng.int(0, 900));
    const expIso = addYears(issueIso, 5);
    const query = p.last.toUpperCase();
    const others = [];
    const n = o.others ?? rng.int(2, 4);
    const taken = new Set([p.first, p.nick].filter(Boolean));
    while (others.length < n) {
      const fn = rng.pick(firsts);
      if (taken.has(fn)) continue;
      taken.add(fn);
      const iss = addDays('2021-06-01', rng.int(0, 1800));
      const exp = addYears(iss, 5);
      others.push({
        permit: `SP-${rng.digits(7)}`,
        name: `${query}, ${fn.toUpperCase()}${rng.chance(0.6) ? ' ' + rng.letters(1) : ''}`,
        county: rng.pick(counties),
        issued: iss,
        expires: exp,
        status: exp < '2026-11-16' ? 'EXPIRED' : 'ACTIVE',
      });
    }
    const holder = o.absent
      ? null
      : {
          permit: `SP-${rng.digits(7)}`,
          name: nameAs(p, 'LAST_FIRST_MI'),
          county: rng.pick(counties),
          issued: o.noIssue ? null : issueIso,
          expires: expIso,
          status: o.status || (expIso < '2026-11-16' ? 'EXPIRED' : 'ACTIVE'),
        };
    const rows = [...others];
    if (holder) rows.splice(rng.int(1, rows.length), 0, holder);
    // the list is sorted by permit number; keep the holder away from the first row
    const sorted = [...rows].sort((a, b) => (a.permit < b.permit ? -1 : 1));
    if (holder && sorted[0] === holder) [sorted[0], sorted[1]] = [sorted[1], sorted[0]];
    return {
      agency: rng.pick(['Tennessee Alcoholic Beverage Commission', 'Tennessee ABC — Server Permit Division']),
      stateName: 'Tennessee',
      printed: `11/${rng.int(10, 19)}/26, ${rng.int(8, 11)}:${rng.int(10, 59)} AM`,
      query,
      rows: sorted,
      url: `https://abc.tn.example/server-permits/search?last=${encodeURIComponent(query)}`,
      holder,
      issueIso,
      expIso,
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p);
  out.push({
    key: 'holder-among-namesakes',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.holder.permit,
      'certificate.issue_date': f.issueIso,
      'certificate.expiration_date': f.expIso,
      'certificate.kind': 'handler',
      ...personData('match', null),
    },
    note: "the holder's row is not the first; the other rows share the surname",
  });

  p = k.person();
  f = make(p, { others: 4, issueIso: addDays('2025-09-01', rng.int(0, 300)) });
  out.push({
    key: 'five-rows-recent',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { 'certificate.id': f.holder.permit, 'certificate.expiration_date': f.expIso },
  });

  p = k.person();
  f = make(p, { others: 2 });
  out.push({
    key: 'three-rows',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: { 'certificate.id': f.holder.permit, 'certificate.issue_date': f.issueIso },
  });

  p = k.person();
  f = make(p, { issueIso: addDays('2021-03-01', rng.int(0, 180)) });
  out.push({
    key: 'holder-row-expired',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': f.expIso },
    note: "the holder's permit expired while namesakes' permits may be active",
  });

  p = k.person();
  f = make(p);
  out.push({
    key: 'tennessee-permit-texas-client',
    person: requestPerson(p, { withDob: false }),
    rules: { accepted_jurisdictions: ['TX'] },
    html: render(f),
    issues: ['unsupported jurisdiction'],
    data: { 'certificate.id': f.holder.permit },
    note: 'a Tennessee permit; the client accepts Texas only',
  });

  p = k.person();
  f = make(p, { noIssue: true });
  out.push({
    key: 'issued-column-blank',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing issue date'],
    data: { 'certificate.issue_date': null, 'certificate.expiration_date': f.expIso },
    note: "the holder's Issued cell shows a dash",
  });
  return out;
}
