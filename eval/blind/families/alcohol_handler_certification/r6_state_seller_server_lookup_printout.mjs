// A browser printout of a state liquor authority's public "Seller-Server / Certificate Lookup" page: print header
// with date and URL, search form echo (last name, certificate no.), a result card with labelled rows (Certificate
// holder, Certificate / card number, Program, Training provider, Date certified, Expiration date or "Expires 2 years
// after certification" note), and a print footer. Two states: Illinois BASSET and Texas TABC.
import { addDays, addYears, fmt, nameAs, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'r6_state_seller_server_lookup_printout',
  split: 'blind',
  description:
    'Browser printout of a state liquor authority certificate lookup (Illinois BASSET, Texas TABC): print header/footer with URL, search echo, result card rows; TABC results print no expiration (2 years from certification)',
};

const STATES = {
  IL: {
    agency: 'Illinois Liquor Control Commission',
    title: 'BASSET Card Lookup',
    program: 'BASSET — Beverage Alcohol Sellers and Servers Education and Training',
    url: 'basset-lookup.example.illinois.gov/search',
    color: '#13294b',
  },
  TX: {
    agency: 'Texas Alcoholic Beverage Commission',
    title: 'Seller-Server Certificate Verification',
    program: 'TABC Seller-Server Training (On-Premise)',
    url: 'tabc-certs.example.texas.gov/verify',
    color: '#7a0019',
  },
};

function render(f) {
  const S = STATES[f.st];
  const css = `
  .ph { display:flex; justify-content:space-between; font-size:7.5pt; color:#333; margin-bottom:8px; }
  .bar { background:${S.color}; color:#fff; padding:10px 14px; }
  .bar .a { font-size:8.5pt; } .bar .b { font-size:15pt; font-weight:bold; }
  .srch { border:1px solid #bbb; background:#f5f5f5; padding:8px 12px; margin:12px 0; font-size:9pt; }
  .srch span { display:inline-block; border:1px solid #999; background:#fff; padding:2px 8px; min-width:1.4in; margin-right:10px; }
  .res { border:1px solid #999; }
  .res h3 { margin:0; background:#e8ecf2; padding:6px 10px; font-size:10.5pt; }
  .res table { width:100%; }
  .res td { padding:6px 10px; border-top:1px solid #ddd; font-size:10pt; }
  .res td.l { width:36%; color:#444; }
  .pf { position:fixed; bottom:0; left:0; right:0; display:flex; justify-content:space-between; font-size:7.5pt; color:#333; }`;
  const rows = [
    ['Certificate holder', f.name],
    ['Certificate number', f.certNo || ''],
    ['Program', S.program],
    ['Training provider', f.provider],
    ['Provider approval no.', f.approval],
    ['Date certified', f.issued],
    ['Expiration date', f.exp || '—'],
    ['Status', f.status],
  ]
    .map((r) => `<tr><td class="l">${esc(r[0])}</td><td><b>${esc(r[1])}</b></td></tr>`)
    .join('');
  const body = `
  <div class="ph"><span>${esc(f.printed)}</span><span>${esc(S.title)} | ${esc(S.agency)}</span></div>
  <div class="bar"><div class="a">${esc(S.agency.toUpperCase())}</div><div class="b">${esc(S.title)}</div></div>
  <div class="srch">Last name <span>${esc(f.searchLast)}</span> Certificate no. <span>${esc(f.searchNo)}</span> <b>[ Search ]</b></div>
  <div style="font-size:9pt;margin-bottom:6px">1 record found.</div>
  <div class="res"><h3>Certificate details</h3><table>${rows}</table></div>
  <div style="font-size:8pt;margin-top:10px;color:#333">${esc(f.footnote)}</div>
  <div class="pf"><span>https://${esc(S.url)}?q=${esc(f.searchLast.toLowerCase())}</span><span>1/1</span></div>`;
  return page({ title: S.title, body, css, font: FONTS.sans, margin: '0.45in' });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const st = o.st || 'IL';
    const iss = o.issued || addDays('2024-10-01', rng.int(0, 650));
    const exp = st === 'IL' ? addYears(iss, 3) : null;
    const style = st === 'IL' ? 'us' : rng.pick(['us', 'us_nz']);
    const certNo = st === 'IL' ? `${rng.digits(8)}` : `${rng.digits(3)}-${rng.digits(6)}`;
    return {
      st,
      name: nameAs(p, rng.pick(['LAST_FIRST', 'LAST_FIRST_MI', 'last_first'])),
      certNo: o.noId ? '' : certNo,
      searchLast: p.last,
      searchNo: '',
      provider:
        st === 'IL'
          ? rng.pick(['Lakeshore BASSET Training Co.', 'Prairie Server Education LLC'])
          : rng.pick(['Lone Star Server School', 'Gulf Coast Seller Training']),
      approval: st === 'IL' ? `BT-${rng.digits(5)}` : `#${rng.digits(4)}`,
      issued: fmt(iss, style),
      exp: exp ? fmt(exp, style) : null,
      status: 'Certified',
      printed: `${fmt(addDays('2026-11-10', rng.int(0, 9)), 'us_nz')}, ${rng.int(1, 12)}:${rng.int(10, 59)} PM`,
      footnote:
        st === 'TX'
          ? "Seller-server certificates are valid for two years from the date of certification. This lookup is provided for convenience; the Commission's records govern."
          : 'BASSET certification is valid for three years from the date of training.',
      iss,
      end: exp || addYears(iss, 2),
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'basset-current',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certificate.id': f.certNo,
      'certificate.issue_date': f.iss,
      'certificate.expiration_date': f.end,
      'person.name.status': 'match',
    },
  });

  p = k.person();
  f = make(p, { st: 'TX', issued: addDays('2025-02-01', rng.int(0, 500)) });
  out.push({
    key: 'tabc-no-expiry-column',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: [],
    data: {
      'certificate.issue_date': f.iss,
      'certificate.expiration_date': f.end,
      'person.name.status': 'match',
    },
    note: 'TABC lookup prints no expiration ("—"): issue date + 2 years to the day',
  });

  p = k.person();
  f = make(p, { st: 'TX', issued: addDays('2024-01-15', rng.int(0, 250)) });
  out.push({
    key: 'tabc-older-than-two-years',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.issue_date': f.iss, 'certificate.expiration_date': f.end },
    note: 'status still reads "Certified" but the TABC 2-year validity ended before valid_on',
  });

  p = k.person();
  f = make(p);
  out.push({
    key: 'basset-for-texas-job',
    person: requestPerson(p, { withDob: false }),
    rules: { accepted_jurisdictions: ['TX'] },
    html: render(f),
    issues: ['unsupported jurisdiction'],
    data: { 'certificate.expiration_date': f.end },
    note: 'a current Illinois BASSET card; the client only accepts Texas (jurisdiction as a state code)',
  });

  p = k.person();
  f = make(p, { noId: true });
  out.push({
    key: 'certificate-number-not-shown',
    person: requestPerson(p, { withDob: false }),
    html: render(f),
    issues: ['missing certificate id'],
    data: { 'certificate.id': null, 'certificate.expiration_date': f.end },
    note: 'search by last name only; the result row "Certificate number" is empty (provider approval no. is not the certificate id)',
  });
  return out;
}
