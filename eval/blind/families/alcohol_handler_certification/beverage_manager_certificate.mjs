// A responsible-beverage *manager* certificate from a hospitality association (kind: manager): landscape, two
// signature lines, "Date of certification" and "Valid through" as Month YYYY (so it ends on the month's last day).
import { addDays, addMonths, endOfMonth, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, page, seal, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'beverage_manager_certificate',
  split: 'blind',
  description:
    'Hospitality-association beverage MANAGER certificate (landscape): certification date, "valid through Month YYYY", two signatures',
};

function render(f) {
  const css = `.b { position:absolute; inset:0.35in; border:2px solid #14532d; outline:1px solid #14532d; outline-offset:-8px; padding:0.45in 0.6in; text-align:center; }`;
  const body = `<div class="b"><div style="font-size:12pt;letter-spacing:2px;color:#14532d">GREAT PLAINS HOSPITALITY ASSOCIATION</div>
  <div style="font-size:28pt;font-family:${FONTS.caladea};margin-top:12px">Responsible Beverage Manager</div><div style="font-size:12pt">Certification</div>
  <div style="font-size:22pt;margin:20px 0 6px">${esc(f.name)}</div><div>has completed manager-level training in responsible alcohol sales and service, including policy, staff training and incident documentation.</div>
  <div style="display:flex;justify-content:center;gap:50px;margin-top:20px;font-size:11.5pt">${f.done ? `<div>Date of certification<br><b>${esc(f.done)}</b></div>` : ''}<div>Valid through<br><b>${esc(f.valid)}</b></div><div>Certificate no.<br><b>${esc(f.id)}</b></div></div>
  <div style="position:absolute;left:0.6in;right:0.6in;bottom:0.4in;display:flex;justify-content:space-between;align-items:flex-end">
   <div>${sig('Lowell Brandt', { font: f.sigFont })}<div style="border-top:1px solid #000;padding-top:2px">Lowell Brandt, Education Director</div></div>
   ${seal({ text: '· GREAT PLAINS HOSPITALITY · MANAGER ', inner: '✦', color: '#14532d', size: 90 })}
   <div>${sig('Ana Whitfield', { font: f.sigFont })}<div style="border-top:1px solid #000;padding-top:2px">Ana Whitfield, President</div></div></div></div>`;
  return page({ title: 'Certificate', body, css, size: 'letter landscape', margin: '0', font: FONTS.serif });
}

export function cases(k) {
  const { rng } = k;
  const make = (p, o = {}) => {
    const iso = o.iso || addDays('2024-05-01', rng.int(0, 800));
    const exp = endOfMonth(addMonths(iso, 36));
    return {
      name: nameAs(p, o.nameStyle || 'full'),
      done: o.noDone ? null : fmt(iso, 'long'),
      valid: fmt(exp, 'month_yyyy'),
      id: `GPHA-M-${rng.digits(5)}`,
      sigFont: rng.pick(SIGS),
      iso,
      expIso: exp,
    };
  };
  const out = [];
  let p = k.person();
  let f = make(p);
  out.push({
    key: 'manager-current',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'certificate.kind': 'manager',
      'certificate.id': f.id,
      'certificate.issue_date': f.iso,
      'certificate.expiration_date': f.expIso,
      ...personData('match', 'not_present'),
    },
  });

  p = k.person();
  f = make(p, { noDone: true });
  out.push({
    key: 'no-certification-date',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing issue date'],
    data: { 'certificate.kind': 'manager', 'certificate.expiration_date': f.expIso },
  });

  p = k.person();
  f = make(p, { iso: addDays('2023-05-01', rng.int(0, 150)) });
  out.push({
    key: 'valid-through-passed',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: { 'certificate.expiration_date': f.expIso },
    note: 'month-only validity ends on the last day of that month',
  });
  return out;
}
