// A photocopy of two printed provider cards laid on the copier glass at slight angles (one letter page):
// red header band, holder name, course, "Issued" and "Renew By" full dates, card ID.
import { addDays, fmt, nameAs, personData, requestPerson, twoYearsEndOfMonth } from '../../lib/core.mjs';
import { esc, FONTS, page } from '../../lib/html.mjs';

export const family = {
  type: 'life_support_certification',
  name: 'two_cards_photocopy',
  split: 'blind',
  description:
    'Photocopied page with two printed provider cards at slight angles: header band, course, Issued / Renew By dates, card ID',
};

const COURSE = {
  bls: 'Basic Life Support',
  acls: 'Advanced Cardiovascular Life Support',
  pals: 'Pediatric Advanced Life Support',
};

function card(c, rot, top, left) {
  return `<div style="position:absolute;top:${top}in;left:${left}in;transform:rotate(${rot}deg);width:3.4in;height:2.1in;border:1px solid #444;border-radius:6px;overflow:hidden;background:#fff">
   <div style="background:#a31621;color:#fff;padding:4px 8px;font-weight:bold;font-size:9pt">American Heart Association · ${esc(COURSE[c.type])}</div>
   <div style="padding:6px 9px;font-size:8pt">
    <div style="font-size:12pt;font-weight:bold;margin:4px 0">${esc(c.name)}</div>
    <div>has successfully completed the ${esc(c.type.toUpperCase())} Provider course.</div>
    <table style="margin-top:8px;font-size:8pt"><tr><td>Issued</td><td style="padding-left:8px"><b>${esc(c.issued)}</b></td></tr>
    <tr><td>Renew By</td><td style="padding-left:8px"><b>${esc(c.renew)}</b></td></tr>
    <tr><td>Card ID</td><td style="padding-left:8px"><b>${esc(c.id)}</b></td></tr>
    <tr><td>Training Site</td><td style="padding-left:8px">${esc(c.site)}</td></tr></table></div></div>`;
}

function render(f) {
  const body = `<div style="position:relative;width:8.5in;height:11in;background:#fff">
   <div style="position:absolute;top:0.3in;left:0.5in;font-size:9pt;color:#555">${esc(f.caption)}</div>
   ${card(f.cards[0], f.rot[0], 0.8, 0.7)}${card(f.cards[1], f.rot[1], 3.6, 2.6)}</div>`;
  return page({ title: 'copy', body, margin: '0', font: FONTS.sans });
}

export function cases(k) {
  const { rng } = k;
  const mk = (p, type, iso, o = {}) => ({
    type,
    name: nameAs(p, o.nameStyle || 'first_last'),
    issued: fmt(iso, 'us'),
    renew: fmt(twoYearsEndOfMonth(iso), 'us'),
    id: `${rng.digits(3)}-${rng.digits(3)}-${rng.digits(4)}`,
    site: rng.pick(['Northfield Medical Training', 'Eastbrook EMS Education', 'Keystone Resuscitation LLC']),
    iso,
  });
  const make = (cards, caption = '') => ({ cards, rot: [rng.float(-4, 4), rng.float(-5, 5)], caption });
  const out = [];
  let p = k.person();
  let d1 = addDays('2025-06-01', rng.int(0, 400));
  let f = make([mk(p, 'bls', d1), mk(p, 'acls', addDays(d1, rng.int(1, 30)))], 'Credential copies');
  out.push({
    key: 'bls-plus-acls',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['too many certifications'],
    data: { ...personData('match', 'not_present') },
  });

  p = k.person();
  d1 = addDays('2025-01-10', rng.int(0, 120));
  const d2 = addDays(d1, rng.int(200, 400));
  f = make([mk(p, 'bls', d1), mk(p, 'bls', d2)]);
  out.push({
    key: 'two-bls-different-dates',
    person: requestPerson(p),
    html: render(f),
    issues: ['too many certifications'],
    data: {},
    note: 'two valid BLS cards with conflicting dates',
  });

  p = k.person();
  d1 = addDays('2025-08-01', rng.int(0, 300));
  f = make(
    [
      mk(p, 'pals', d1, { nameStyle: 'FIRST_MI_LAST' }),
      mk(p, 'acls', addDays(d1, 2), { nameStyle: 'FIRST_MI_LAST' }),
    ],
    'Scanned for credentialing file',
  );
  out.push({
    key: 'pals-plus-acls',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: { ...personData('match', 'not_present') },
  });

  p = k.person();
  d1 = addDays('2024-01-10', rng.int(0, 150));
  f = make([mk(p, 'bls', d1), mk(p, 'acls', addDays(d1, 1))]);
  out.push({
    key: 'both-lapsed',
    person: requestPerson(p),
    html: render(f),
    issues: ['document expired'],
    data: {},
  });
  return out;
}
