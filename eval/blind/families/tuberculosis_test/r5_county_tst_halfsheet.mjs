// A county health department's half-sheet "Tuberculin Skin Test — Record of Placement and Reading": every value
// is handwritten on printed lines (M/D/YY dates, lot number, "mm" induration), the arm and the result are chosen by
// drawing a ring around one printed word, and each "Given by" / "Read by" line carries a nurse's signature, the
// clinic's rubber stamp, or both. A small chest x-ray strip at the bottom is filled only after a positive reading.
import { addDays, fmt, nameAs, personData, phone, requestPerson } from '../../lib/core.mjs';
import { esc, FONTS, hand, HANDS, INKS, page, sig, SIGS, stamp } from '../../lib/html.mjs';

export const family = {
  type: 'tuberculosis_test',
  name: 'r5_county_tst_halfsheet',
  split: 'tuning',
  renderings: { text_pdf: 25, scanned_pdf: 25, photo: 28, scan_image: 14, fax: 8 },
  description:
    'County health-department half-sheet TST record: handwritten values on printed lines (M/D/YY, lot, mm), ringed arm and Negative/Positive, signature lines with a nurse stamp, a signature or both, CXR strip',
};

function render(f) {
  const H = (t, o = {}) => hand(t, { font: f.hand, ink: f.ink, size: '1.3em', ...o });
  const ring = (list, chosen) =>
    list
      .map((o) =>
        o === chosen
          ? `<span style="display:inline-block;border:2px solid ${f.ink};border-radius:50%;padding:0 8px;margin:0 -8px;transform:rotate(-4deg)">${esc(o)}</span>`
          : esc(o),
      )
      .join('&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;');
  const line = (label, val, w = '1fr') =>
    `<div class="ln" style="flex:${w}"><span class="lb">${esc(label)}</span><span class="v">${val}</span></div>`;
  const signLine = (label, who) => {
    const s = who.signed ? sig(who.name, { font: who.sigFont, ink: f.ink, size: '1.7em' }) : '';
    const st = who.stamped
      ? stamp([who.name + ', ' + who.title, f.clinicShort], { rot: who.rot, color: '#5b2a86' })
      : '';
    return `<div class="ln" style="flex:2;min-height:44px"><span class="lb">${esc(label)}</span><span class="v">${s}</span><span style="margin-left:8px">${st}</span></div>`;
  };
  const css = `
  .top { display:flex; justify-content:space-between; align-items:flex-end; border-bottom:2px solid #222; padding-bottom:3px; }
  .top .c { font-family:${FONTS.serif}; font-size:12.5pt; font-weight:bold; text-transform:uppercase; letter-spacing:0.5px; }
  .top .a { font-size:7.5pt; text-align:right; }
  h1 { font-size:11pt; margin:6px 0 4px; text-align:center; letter-spacing:1px; }
  .row { display:flex; gap:14px; margin-top:5px; align-items:flex-end; }
  .ln { display:flex; align-items:flex-end; border-bottom:1px solid #333; min-height:26px; }
  .lb { font-size:8pt; white-space:nowrap; margin-right:6px; padding-bottom:2px; }
  .v { flex:1; padding-left:2px; }
  .sec { font-size:8.5pt; font-weight:bold; background:#e8e8e8; padding:2px 5px; margin-top:8px; }
  .ft { font-size:6.8pt; color:#333; margin-top:6px; }`;
  const body = `
  <div class="top"><div><div class="c">${esc(f.clinic)}</div><div style="font-size:8pt">Communicable Disease Control · TB Program</div></div>
    <div class="a">${esc(f.addr)}<br>Tel ${esc(f.phone)} · Form CD-${esc(f.form)}</div></div>
  <h1>TUBERCULIN SKIN TEST — RECORD OF PLACEMENT AND READING</h1>
  <div class="row">${line('Name', H(f.name), 3)}${line('D.O.B.', H(f.dob), 1.3)}</div>
  <div class="sec">PLACEMENT (Mantoux, 0.1 mL PPD 5 TU intradermal)</div>
  <div class="row">${line('Date given', H(f.placed))}${line('Time', H(f.placedTime))}<div class="ln" style="flex:1.4"><span class="lb">Site (circle)</span><span class="v" style="font-size:9.5pt">${ring(['L forearm', 'R forearm'], f.arm)}</span></div></div>
  <div class="row">${line('Lot #', H(f.lot))}${line('Exp.', H(f.lotExp))}${line('Mfr', H(f.mfr, { size: '1.1em' }))}</div>
  <div class="row">${signLine('Given by', f.placer)}</div>
  <div class="sec">READING (48–72 hours after placement — measure induration, not redness)</div>
  <div class="row">${line('Date read', H(f.read))}${line('Time', H(f.readTime))}${line('Induration', f.mm === null ? '' : H(String(f.mm)) + '<span style="font-size:8pt;margin-left:4px">mm</span>')}</div>
  <div class="row"><div class="ln" style="flex:1"><span class="lb">Result (circle)</span><span class="v" style="font-size:10.5pt;font-weight:bold">${ring(['NEGATIVE', 'POSITIVE'], f.result)}</span></div></div>
  <div class="row">${signLine('Read by', f.reader)}</div>
  <div class="sec">CHEST X-RAY (only if positive)</div>
  <div class="row">${line('CXR date', H(f.cxrDate))}<div class="ln" style="flex:2"><span class="lb">Impression (circle)</span><span class="v" style="font-size:9pt">${ring(['Normal – no active TB', 'Abnormal – refer'], f.cxr)}</span></div>${line('Facility', H(f.cxrFacility, { size: '1em' }))}</div>
  <div class="ft">A reading after 72 hours is not valid; the test must be repeated. Record millimetres of induration (write 0 if none). Keep this record.</div>`;
  return page({ title: 'TST record', size: '8.5in 6.2in', margin: '0.35in', body, css, font: FONTS.sans });
}

export function cases(k) {
  const { rng } = k;
  const nurses = [
    ['Lorna Pettibone', 'RN'],
    ['Hector Abeyta', 'LPN'],
    ['Winifred Osterhout', 'PHN'],
    ['Marguerite Sallee', 'RN'],
  ];
  const clinics = [
    ['Harlan Ridge County Health Department', 'Harlan Ridge Co. Health Dept.'],
    ['Pomeroy Valley Public Health District', 'Pomeroy Valley PHD'],
    ['Tallgrass County Health Department', 'Tallgrass Co. Health'],
  ];
  const who = (o = {}) => {
    const n = rng.pick(nurses);
    return {
      name: n[0],
      title: n[1],
      signed: o.signed ?? true,
      stamped: o.stamped ?? rng.chance(0.5),
      sigFont: rng.pick(SIGS),
      rot: rng.pick([-6, -3, 4]),
    };
  };
  const make = (p, o = {}) => {
    const placedIso = o.placed || addDays('2026-08-24', rng.int(0, 75));
    const readIso = o.unread ? null : addDays(placedIso, o.after ?? rng.pick([2, 2, 3]));
    const c = rng.pick(clinics);
    const ds = rng.pick(['us_short', 'us_nz']);
    return {
      clinic: c[0],
      clinicShort: c[1],
      addr: `${rng.int(100, 999)} Courthouse Sq., ${rng.pick(['Pomeroy, WA 99347', 'Harlan, KY 40831', 'Emporia, KS 66801'])}`,
      phone: phone(rng),
      form: `${rng.int(10, 99)}-${rng.int(1, 9)}`,
      name: nameAs(p, o.nameStyle || 'first_mi_last'),
      dob: fmt(p.dob, ds),
      placed: fmt(placedIso, ds),
      placedTime: rng.pick(['9:15a', '10:40', '1:20 pm', '3:05p']),
      arm: rng.pick(['L forearm', 'R forearm']),
      lot: `${rng.letters(1)}${rng.digits(5)}`,
      lotExp: fmt(addDays('2027-04-01', rng.int(0, 240)), 'mm_yyyy'),
      mfr: rng.pick(['Tubersol', 'Aplisol']),
      placer: who(o.placer),
      read: readIso ? fmt(readIso, ds) : '',
      readTime: readIso ? rng.pick(['9:30a', '11:00', '2:45 pm']) : '',
      mm: o.unread ? null : (o.mm ?? rng.pick([0, 0, 0, 3, 5])),
      result: o.unread ? null : o.result || 'NEGATIVE',
      reader: o.unread ? { name: '', signed: false, stamped: false } : who(o.reader),
      cxrDate: o.cxrIso ? fmt(o.cxrIso, ds) : '',
      cxr: o.cxrIso ? 'Normal – no active TB' : null,
      cxrFacility: o.cxrIso ? rng.pick(['Valley Imaging', 'County Hosp. Radiology']) : '',
      hand: rng.pick(HANDS),
      ink: rng.pick(INKS),
      placedIso,
      readIso,
    };
  };
  const out = [];

  let p = k.person();
  let f = make(p, { placer: { signed: true, stamped: true }, reader: { signed: true, stamped: true } });
  out.push({
    key: 'negative-signed-and-stamped',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    data: {
      'tests.0.type': 'skin',
      'tests.0.result': 'negative',
      'tests.0.exam_date': f.placedIso,
      'tests.0.report_date': f.readIso,
      'tests.0.induration_mm': f.mm,
      ...personData(),
    },
    note: 'NEGATIVE is ringed by hand; both lines carry a signature and the clinic stamp',
  });

  p = k.person();
  f = make(p, { placer: { signed: false, stamped: true }, reader: { signed: false, stamped: true }, mm: 0 });
  out.push({
    key: 'negative-stamp-only',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['missing administrator'],
    data: {
      'tests.0.result': 'negative',
      'tests.0.exam_date': f.placedIso,
      'tests.0.report_date': f.readIso,
      'tests.0.administrator.signature': 'not_present',
      ...personData(),
    },
    note: 'no handwritten signature, only the name stamp of the nurse and the clinic on both lines: the administrator is named (DOMAIN.md has no signature issue for TB tests), so accepted with signature not_present',
  });

  p = k.person();
  f = make(p, { nameStyle: 'nick_last', mm: 0, after: 3 });
  out.push({
    key: 'nickname-read-day-three',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['invalid waiting period', 'name mismatch'],
    data: { 'tests.0.result': 'negative', 'tests.0.report_date': f.readIso, ...personData() },
    note: 'read on the third day (72 h); the name is written with a common nickname (or the plain first name)',
  });

  p = k.person();
  f = make(p, { unread: true });
  out.push({
    key: 'date-read-left-blank',
    person: requestPerson(p),
    html: render(f),
    issues: ['missing test result'],
    data: { 'tests.0.exam_date': f.placedIso },
    note: 'placement filled and signed; the whole reading block (date read, mm, result, read by) is empty: placed but never read (missing test dates may also be reported)',
  });

  p = k.person();
  const placed = addDays('2026-08-03', rng.int(0, 30));
  const cxrIso = addDays(placed, rng.int(8, 20));
  f = make(p, { placed, after: 2, mm: rng.pick([13, 15, 18]), result: 'POSITIVE', cxrIso });
  out.push({
    key: 'positive-then-clear-xray',
    person: requestPerson(p),
    html: render(f),
    issues: [],
    forbidden: ['positive test result'],
    data: { 'tests.0.result': 'positive', 'tests.0.induration_mm': f.mm },
    note: 'POSITIVE ringed, then the CXR strip ringed "Normal – no active TB": cleared by the x-ray (accept_xray default true)',
  });

  p = k.person();
  f = make(p, { after: 4 });
  out.push({
    key: 'read-four-days-later',
    person: requestPerson(p),
    html: render(f),
    issues: ['invalid waiting period'],
    data: { 'tests.0.exam_date': f.placedIso, 'tests.0.report_date': f.readIso },
    note: 'read four days (96 h) after placement',
  });
  return out;
}
