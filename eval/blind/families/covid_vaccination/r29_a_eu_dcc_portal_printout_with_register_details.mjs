// A European national health portal's printable "COVID-19 vaccination certificate" as nurses and aides trained in an
// EU country keep it and upload it years later: a portal band (portal name, section, logged-in patient with a masked
// national ID, printed date-time in the country's own date style), then one EU Digital COVID Certificate card per
// dose in the EU template (flag square, QR code, bilingual labels — national language first, English second —
// "Surname(s) and forename(s)", the ICAO "standardised" name line with < fillers, date of birth YYYY-MM-DD, disease
// targeted, vaccine / prophylaxis, vaccine medicinal product, marketing authorisation holder or manufacturer, "number
// in a series of doses" as 1/2, 2/2, 3/3 or 2/1 for a booster after a one-dose vaccine, date of vaccination
// YYYY-MM-DD, member state, certificate issuer, unique certificate identifier URN:UVCI:…, and on some cards a
// "certificate valid until" date for travel), then a table of the same doses as kept in the national immunisation
// register (dose, date in the national style, product, batch, vaccination site, vaccinator — Hungarian names
// surname first), and a footer saying the document was generated electronically. Dates of birth, print dates,
// certificate validity dates and identifiers are not dose dates; a booster after Janssen is written 2/1.
import { addDays, personData, requestPerson, stripAccents } from '../../lib/core.mjs';
import { esc, FONTS, page, qr } from '../../lib/html.mjs';

export const family = {
  type: 'covid_vaccination',
  name: 'r29_a_eu_dcc_portal_printout_with_register_details',
  split: 'tuning',
  renderings: { text_pdf: 30, scanned_pdf: 20, photo: 20, fax: 15, scan_image: 15 },
  description:
    'EU national health portal printout of a worker\u2019s COVID-19 vaccination certificate (Polish-, Portuguese-, Spanish- and Hungarian-style portals, labels in the national language then English): portal band with logged-in patient, masked national ID and print date-time in the national date style; one EU Digital COVID Certificate card per dose (flag square, QR, "Surname(s) and forename(s)", ICAO standardised name with < fillers, DOB and date of vaccination as YYYY-MM-DD, disease targeted, vaccine / prophylaxis, medicinal product, marketing authorisation holder, number in a series of doses 1/2 \u00b7 2/2 \u00b7 3/3 \u00b7 2/1, member state, issuer, URN:UVCI identifier, sometimes a "certificate valid until" travel date); then a national immunisation register table (dose, national-style date, product, batch, vaccination site, vaccinator, Hungarian names surname first); variants Comirnaty 1/2 \u00b7 2/2 \u00b7 3/3, Vaxzevria two doses eleven weeks apart, Janssen 1/1 then Spikevax 2/1, a Comirnaty 1/2 only with "schedule not completed", Spikevax doses twenty days apart, and BBIBP-CorV (Sinopharm) 1/2 \u00b7 2/2',
};

const P2 = (n) => String(n).padStart(2, '0');
const NATDATE = {
  pl: (iso) => {
    const [y, m, d] = iso.split('-');
    return `${d}.${m}.${y}`;
  },
  pt: (iso) => {
    const [y, m, d] = iso.split('-');
    return `${d}/${m}/${y}`;
  },
  es: (iso) => {
    const [y, m, d] = iso.split('-');
    return `${d}/${m}/${y}`;
  },
  hu: (iso) => {
    const [y, m, d] = iso.split('-');
    return `${y}. ${m}. ${d}.`;
  },
};

const COUNTRIES = {
  pl: {
    code: 'PL',
    state: 'Polska / Poland (PL)',
    portal: 'Portal Zdrowia Pacjenta',
    section: 'Moje szczepienia \u203a Zaświadczenie COVID-19 / My vaccinations \u203a COVID-19 certificate',
    idLabel: 'PESEL',
    printed: 'Wydrukowano / Printed',
    patient: 'Pacjent / Patient',
    color: '#a3132c',
    issuer: 'Ministerstwo Zdrowia / Ministry of Health',
    L: {
      name: 'Nazwisko(-a) i imię(-iona)',
      std: 'Nazwisko i imię (standaryzowane)',
      dob: 'Data urodzenia',
      dis: 'Choroba lub czynnik docelowy',
      vp: 'Szczepionka / profilaktyka',
      mp: 'Produkt leczniczy',
      mah: 'Podmiot odpowiedzialny lub producent',
      num: 'Numer dawki / liczba dawek w serii',
      date: 'Data szczepienia',
      ms: 'Państwo członkowskie szczepienia',
      iss: 'Wystawca certyfikatu',
      uvci: 'Unikalny identyfikator certyfikatu',
      valid: 'Certyfikat ważny do',
      cert: 'Certyfikat szczepienia',
      reg: 'Szczegóły szczepień z rejestru / Vaccination details from the national register',
      rd: 'Dawka',
      rdate: 'Data',
      rprod: 'Produkt',
      rbatch: 'Seria',
      rsite: 'Punkt szczepień',
      rby: 'Wykonał(a)',
      foot: 'Dokument wygenerowany elektronicznie, nie wymaga podpisu ani pieczęci. / Document generated electronically; valid without signature or stamp.',
      incomplete: 'Schemat szczepienia niezakończony / Vaccination schedule not completed',
    },
    sites: [
      'Punkt Szczepień Powszechnych \u2014 Hala Sportowa MOSiR, Gdańsk',
      'Przychodnia Rejonowa nr 3, ul. Lipowa 14, Toruń',
      'NZOZ Medica-Rodzina, Bydgoszcz',
    ],
    vaccinators: ['piel. Agnieszka Wróbel', 'piel. Tomasz Zieliński', 'ratown. med. Ewa Sadowska'],
  },
  pt: {
    code: 'PT',
    state: 'Portugal (PT)',
    portal: 'Portal Nacional do Utente',
    section:
      'Vacinação \u203a Certificado Digital COVID da UE / Vaccination \u203a EU Digital COVID Certificate',
    idLabel: 'N.º de utente',
    printed: 'Impresso em / Printed',
    patient: 'Utente / Patient',
    color: '#0d5c3a',
    issuer: 'Serviço Nacional de Saúde / National Health Service',
    L: {
      name: 'Apelido(s) e nome(s)',
      std: 'Apelido e nome normalizados',
      dob: 'Data de nascimento',
      dis: 'Doença ou agente visado',
      vp: 'Vacina / profilaxia',
      mp: 'Medicamento',
      mah: 'Titular da AIM ou fabricante',
      num: 'Número da dose / total de doses',
      date: 'Data da vacinação',
      ms: 'Estado-Membro de vacinação',
      iss: 'Emitente do certificado',
      uvci: 'Identificador único do certificado',
      valid: 'Certificado válido até',
      cert: 'Certificado de vacinação',
      reg: 'Registo Nacional de Vacinação / National vaccination register',
      rd: 'Dose',
      rdate: 'Data',
      rprod: 'Vacina',
      rbatch: 'Lote',
      rsite: 'Local de vacinação',
      rby: 'Vacinador(a)',
      foot: 'Documento emitido eletronicamente; dispensa assinatura. / Electronically issued document; no signature required.',
      incomplete: 'Esquema vacinal incompleto / Vaccination schedule not completed',
    },
    sites: [
      'Centro de Vacinação COVID-19 \u2014 Pavilhão Municipal de Matosinhos',
      'USF Ribeira Nova, Setúbal',
      'Centro de Saúde de Alvalade, Lisboa',
    ],
    vaccinators: ['Enf.ª Joana Pires', 'Enf. Rui Carvalho', 'Enf.ª Marta Sobral'],
  },
  es: {
    code: 'ES',
    state: 'España / Spain (ES)',
    portal: 'Servicio de Salud de la Región Costera \u2014 Mi Carpeta de Salud',
    section:
      'Certificado COVID Digital de la UE \u2014 Vacunación / EU Digital COVID Certificate \u2014 Vaccination',
    idLabel: 'CIP / Tarjeta sanitaria',
    printed: 'Impreso / Printed',
    patient: 'Paciente / Patient',
    color: '#1d3f8a',
    issuer: 'Ministerio de Sanidad / Ministry of Health',
    L: {
      name: 'Apellido(s) y nombre(s)',
      std: 'Apellidos y nombre normalizados',
      dob: 'Fecha de nacimiento',
      dis: 'Enfermedad o agente al que se dirige',
      vp: 'Vacuna / profilaxis',
      mp: 'Medicamento',
      mah: 'Titular de la autorización o fabricante',
      num: 'Número en una serie de dosis',
      date: 'Fecha de vacunación',
      ms: 'Estado miembro de vacunación',
      iss: 'Expedido por',
      uvci: 'Identificador único del certificado',
      valid: 'Certificado válido hasta',
      cert: 'Certificado de vacunación',
      reg: 'Registro de vacunación de la comunidad / Regional vaccination register',
      rd: 'Dosis',
      rdate: 'Fecha',
      rprod: 'Vacuna',
      rbatch: 'Lote',
      rsite: 'Centro',
      rby: 'Profesional',
      foot: 'Documento generado electrónicamente. Verifique el código QR con la aplicación oficial. / Electronically generated; verify the QR code with the official app.',
      incomplete: 'Pauta incompleta / Vaccination schedule not completed',
    },
    sites: [
      'Centro de Salud Las Arenas',
      'Punto de vacunación masiva \u2014 Recinto Ferial Municipal',
      'Centro de Salud San Telmo',
    ],
    vaccinators: ['Enf. María José Ruiz Calvo', 'Enf. Iñaki Olabarria', 'Enf. Lucía Benítez'],
  },
  hu: {
    code: 'HU',
    state: 'Magyarország / Hungary (HU)',
    portal: 'Nemzeti Egészségügyi Portál \u2014 Lakossági felület',
    section: 'Uniós digitális COVID-igazolvány / EU Digital COVID Certificate',
    idLabel: 'TAJ',
    printed: 'Nyomtatva / Printed',
    patient: 'Páciens / Patient',
    color: '#3b5a2a',
    issuer: 'Nemzeti Népegészségügyi Központ / National Public Health Centre',
    L: {
      name: 'Vezetéknév és utónév',
      std: 'Szabványosított név',
      dob: 'Születési dátum',
      dis: 'Célzott betegség vagy kórokozó',
      vp: 'Vakcina / profilaxis',
      mp: 'Vakcina gyógyszerkészítmény',
      mah: 'Forgalombahozatali engedély jogosultja / gyártó',
      num: 'Adag sorszáma / adagok száma',
      date: 'Az oltás dátuma',
      ms: 'Az oltás helye szerinti tagállam',
      iss: 'A tanúsítvány kiállítója',
      uvci: 'Egyedi tanúsítványazonosító',
      valid: 'Érvényes',
      cert: 'Oltási igazolás',
      reg: 'Oltási adatok a nyilvántartásból / Vaccination details from the register',
      rd: 'Adag',
      rdate: 'Dátum',
      rprod: 'Vakcina',
      rbatch: 'Gyártási szám',
      rsite: 'Oltópont',
      rby: 'Oltó orvos',
      foot: 'Az igazolás elektronikusan készült, aláírás nélkül érvényes. / Certificate generated electronically; valid without signature.',
      incomplete: 'Az oltási sor nem teljes / Vaccination schedule not completed',
    },
    sites: [
      'Háziorvosi rendelő, Petőfi utca 12., Debrecen',
      'Kórházi oltópont \u2014 Megyei Kórház, Szeged',
      'Háziorvosi rendelő, Kossuth tér 3., Pécs',
    ],
    vaccinators: ['Dr. Kovács Péter', 'Dr. Szabó Éva', 'Dr. Nagy-Tóth Gábor'],
  },
};

const PRODUCTS = {
  comirnaty: {
    vp: 'SARS-CoV-2 mRNA vaccine',
    mp: 'Comirnaty',
    mah: 'BioNTech Manufacturing GmbH',
    reg: 'Comirnaty (Pfizer-BioNTech)',
    batch: (rng) => `${rng.letters(2)}${rng.digits(4)}`,
  },
  spikevax: {
    vp: 'SARS-CoV-2 mRNA vaccine',
    mp: 'Spikevax (previously COVID-19 Vaccine Moderna)',
    mah: 'Moderna Biotech Spain S.L.',
    reg: 'Spikevax (Moderna)',
    batch: (rng) => `${rng.digits(6)}${rng.letters(1)}`,
  },
  vaxzevria: {
    vp: 'covid-19 vaccines (J07BX03)',
    mp: 'Vaxzevria',
    mah: 'AstraZeneca AB',
    reg: 'Vaxzevria (AstraZeneca)',
    batch: (rng) => `ABV${rng.digits(4)}`,
  },
  janssen: {
    vp: 'covid-19 vaccines (J07BX03)',
    mp: 'COVID-19 Vaccine Janssen',
    mah: 'Janssen-Cilag International',
    reg: 'COVID-19 Vaccine Janssen',
    batch: (rng) => `XD${rng.digits(3)}`,
  },
  bbibp: {
    vp: 'covid-19 vaccines (J07BX03)',
    mp: 'BBIBP-CorV',
    mah: 'China Sinopharm International Corp. \u2014 Beijing location',
    reg: 'Sinopharm BBIBP-CorV',
    batch: (rng) => `202104${rng.digits(4)}`,
  },
};

/** The EU flag square (12 stars in a ring). */
function flag(size = 34) {
  const r = size * 0.33;
  const c = size / 2;
  const stars = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `<text x="${(c + r * Math.sin(a)).toFixed(1)}" y="${(c - r * Math.cos(a) + size * 0.045).toFixed(1)}" text-anchor="middle" font-size="${(size * 0.13).toFixed(1)}" fill="#ffcc00" font-family="DejaVu Sans">\u2605</text>`;
  }).join('');
  return `<svg width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" xmlns="http://www.w3.org/2000/svg"><rect width="${size}" height="${size}" fill="#003399"/>${stars}</svg>`;
}

function icao(s) {
  return stripAccents(s)
    .toUpperCase()
    .replace(/['’]/g, '')
    .replace(/[\s-]+/g, '<');
}

function render(f) {
  const C = f.C;
  const L = C.L;
  const P = f.p;
  const nd = NATDATE[f.ck];
  const given = [P.first, P.middle].filter(Boolean).join(' ');
  const shown = `${P.last.toUpperCase()} ${given}`;
  const std = `${icao(P.last)}<<${icao(given)}`;
  const lab = (nl, en) => `<th><span class="nl">${esc(nl)}</span><span class="en">${esc(en)}</span></th>`;
  const cards = f.doses
    .map((d) => {
      const Pr = PRODUCTS[d.product];
      const cells = [
        [L.name, 'Surname(s) and forename(s)', `<b>${esc(shown)}</b>`],
        [L.std, 'Standardised name', `<span class="mono">${esc(std)}</span>`],
        [L.dob, 'Date of birth', esc(P.dob)],
        [L.dis, 'Disease or agent targeted', 'COVID-19'],
        [L.vp, 'Vaccine / prophylaxis', esc(Pr.vp)],
        [L.mp, 'Vaccine medicinal product', `<b>${esc(Pr.mp)}</b>`],
        [L.mah, 'Marketing authorisation holder', esc(Pr.mah)],
        [L.num, 'Number in a series of doses', `<b>${esc(d.num)}</b>`],
        [L.date, 'Date of vaccination', `<b>${esc(d.date)}</b>`],
        [L.ms, 'Member State of vaccination', esc(C.state)],
        [L.iss, 'Certificate issuer', esc(C.issuer)],
        [L.uvci, 'Unique certificate identifier', `<span class="mono sm">${esc(d.uvci)}</span>`],
      ];
      if (d.validUntil) cells.push([L.valid, 'Certificate valid until', esc(d.validUntil)]);
      const rows = [];
      for (let i = 0; i < cells.length; i += 2) {
        const [a, b] = [cells[i], cells[i + 1]];
        rows.push(
          `<tr>${lab(a[0], a[1])}<td>${a[2]}</td>${b ? `${lab(b[0], b[1])}<td>${b[2]}</td>` : '<th></th><td></td>'}</tr>`,
        );
      }
      return `<div class="card">
      <div class="ch">${flag(30)}<div class="ct"><b>EU Digital COVID Certificate</b> &nbsp;<span>${esc(L.cert)} / Vaccination certificate</span></div><div class="num">${esc(d.num)}</div></div>
      <div class="cb"><div class="qr">${qr(f.rng, { size: 96, n: 29 })}</div>
      <table class="ft">${rows.join('')}</table></div></div>`;
    })
    .join('');
  const regRows = f.register
    .map(
      (r) =>
        `<tr><td>${esc(r.dose)}</td><td>${esc(r.date ? nd(r.date) : '\u2014')}</td><td>${esc(r.prod)}</td><td class="mono">${esc(r.batch)}</td><td>${esc(r.site)}</td><td>${esc(r.by)}</td></tr>`,
    )
    .join('');
  const body = `
  <div class="band"><div class="pn">${esc(C.portal)}</div><div class="pr">${esc(C.printed)}: ${esc(nd(f.printed))} ${esc(f.printTime)}</div></div>
  <div class="crumb">${esc(C.section)}</div>
  <div class="who"><span>${esc(C.patient)}: <b>${esc(`${given} ${P.last}`)}</b></span><span>${esc(C.idLabel)}: ${esc(f.natId)}</span><span>${esc(L.dob)} / Date of birth: ${esc(nd(P.dob))}</span></div>
  ${f.incomplete ? `<div class="warn">\u26a0 ${esc(L.incomplete)}</div>` : ''}
  <div class="cards">${cards}</div>
  <div class="rh">${esc(L.reg)}</div>
  <table class="rt"><tr><th>${esc(L.rd)} / Dose</th><th>${esc(L.rdate)} / Date</th><th>${esc(L.rprod)} / Product</th><th>${esc(L.rbatch)} / Batch</th><th>${esc(L.rsite)} / Vaccination site</th><th>${esc(L.rby)} / Vaccinator</th></tr>${regRows}</table>
  <div class="foot"><span>${esc(L.foot)}</span><span>${esc(f.url)}</span><span>1/1</span></div>`;
  const css = `
  .band { display:flex; justify-content:space-between; align-items:flex-end; background:${C.color}; color:#fff; padding:6px 10px; }
  .pn { font-size:13pt; font-weight:bold; } .pr { font-size:8pt; }
  .crumb { font-size:8.4pt; color:#333; padding:3px 2px; border-bottom:1px solid #bbb; }
  .who { display:flex; gap:22px; font-size:9.6pt; padding:5px 2px; }
  .warn { border:1.5px solid #b26a00; background:#fff4dd; color:#6a3d00; font-weight:bold; font-size:9.5pt; padding:4px 8px; margin:2px 0 6px; }
  .cards { display:flex; flex-direction:column; gap:7px; }
  .card { border:1.3px solid #003399; border-radius:5px; overflow:hidden; break-inside:avoid; }
  .ch { display:flex; align-items:center; gap:8px; background:#e8edf8; padding:3px 8px; border-bottom:1px solid #003399; }
  .ct { flex:1; font-size:10pt; } .ct span { font-size:8.6pt; color:#333; }
  .num { font-size:16pt; font-weight:bold; color:#003399; }
  .cb { display:flex; gap:10px; padding:5px 8px 6px; align-items:flex-start; }
  .qr { flex:none; }
  table.ft { font-size:8.5pt; flex:1; }
  table.ft th { text-align:left; font-weight:normal; vertical-align:top; padding:1px 6px 1px 0; width:1.6in; }
  table.ft td { vertical-align:top; padding:1px 10px 1px 0; width:1.4in; }
  .nl { display:block; color:#555; font-size:6.8pt; line-height:1.05; } .en { display:block; font-size:7.4pt; line-height:1.05; }
  .mono { font-family:${FONTS.mono}; } .sm { font-size:7.6pt; word-break:break-all; }
  .rh { margin-top:9px; font-weight:bold; font-size:9.4pt; color:${C.color}; border-bottom:1.5px solid ${C.color}; }
  table.rt { width:100%; font-size:9pt; margin-top:3px; }
  table.rt th { background:#eee; text-align:left; font-size:8pt; border:0.7px solid #999; padding:2px 4px; }
  table.rt td { border:0.7px solid #999; padding:3px 4px; }
  .foot { display:flex; justify-content:space-between; gap:12px; font-size:6.8pt; color:#555; margin-top:10px; border-top:0.6px solid #999; padding-top:2px; }`;
  return page({ title: 'COVID-19 certificate', size: 'A4', margin: '0.36in', body, css, font: f.font });
}

export function cases(k) {
  const { rng } = k;
  const mk = (p, ck, o = {}) => {
    const C = COUNTRIES[ck];
    return {
      C,
      ck,
      p,
      rng,
      natId:
        ck === 'pl'
          ? `${p.dob.slice(2, 4)}${rng.digits(3)}*****`
          : ck === 'hu'
            ? `${rng.digits(3)} *** ***`
            : ck === 'pt'
              ? `${rng.digits(3)} *** ${rng.digits(2)}*`
              : `${rng.letters(4)}${rng.digits(4)}****`,
      printed: addDays('2026-09-14', rng.int(0, 60)),
      printTime: `${P2(rng.int(8, 22))}:${P2(rng.int(0, 59))}`,
      font: rng.pick([FONTS.sans, FONTS.open, FONTS.roboto]),
      url: `https://${{ pl: 'pacjent.zdrowie-portal.pl', pt: 'utente.portal-saude.pt', es: 'micarpeta.saludcostera.es', hu: 'lakossag.eeszt-portal.hu' }[ck]}/certyfikat`,
      incomplete: false,
      ...o,
    };
  };
  const uvci = (ck) =>
    `URN:UVCI:01:${COUNTRIES[ck].code}:${rng.alnum(6)}${rng.alnum(6)}${rng.alnum(4)}#${rng.alnum(1)}`;
  const dose = (ck, product, num, date, o = {}) => ({ product, num, date, uvci: uvci(ck), ...o });
  const regRow = (f, product, label, date, o = {}) => ({
    dose: label,
    date,
    prod: PRODUCTS[product].reg,
    batch: PRODUCTS[product].batch(rng),
    site: o.site || rng.pick(f.C.sites),
    by: o.by || rng.pick(f.C.vaccinators),
  });
  const days = (a, b) => Math.round((new Date(b) - new Date(a)) / 86400000);
  const out = [];

  // 1 — Poland: Comirnaty 1/2, 2/2, 3/3 (text PDF)
  {
    const p = k.person();
    const f = mk(p, 'pl');
    const d1 = addDays('2021-05-04', rng.int(0, 40));
    const d2 = addDays(d1, rng.int(35, 42));
    const d3 = addDays('2021-11-22', rng.int(0, 55));
    f.doses = [
      dose('pl', 'comirnaty', '1/2', d1),
      dose('pl', 'comirnaty', '2/2', d2, { validUntil: addDays(d2, 270) }),
      dose('pl', 'comirnaty', '3/3', d3),
    ];
    const site = rng.pick(f.C.sites);
    f.register = [
      regRow(f, 'comirnaty', '1', d1, { site }),
      regRow(f, 'comirnaty', '2', d2, { site }),
      regRow(f, 'comirnaty', '3 (przypominająca / booster)', d3),
    ];
    out.push({
      key: 'pl-comirnaty-1-2-2-2-3-3-booster',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: [],
      forbidden: [
        'not enough doses',
        'insufficient waiting period',
        'missing dose administrator',
        'document expired',
      ],
      data: {
        record_type: 'digital',
        'doses.0.date': d1,
        'doses.0.manufacturer': 'pfizer',
        'doses.1.date': d2,
        'doses.1.manufacturer': 'pfizer',
        'doses.2.kind': 'booster',
        'doses.2.manufacturer': 'pfizer',
        ...personData(),
      },
      note: `three EU DCC cards: Comirnaty (BioNTech Manufacturing GmbH) 1/2 ${d1}, 2/2 ${d2} (${days(d1, d2)} days), 3/3 ${d3} (booster); the register table repeats them in DD.MM.YYYY with the vaccination site and nurse; the 2/2 card's "certificate valid until ${addDays(d2, 270)}" is a travel validity, not a record expiry (COVID-19 records have none in DOMAIN.md); DOB and the print date ${f.printed} are not doses`,
    });
  }

  // 2 — Portugal: Vaxzevria two doses about eleven weeks apart (scanned PDF)
  {
    const p = k.person();
    const f = mk(p, 'pt');
    const d1 = addDays('2021-03-01', rng.int(0, 50));
    const d2 = addDays(d1, rng.int(72, 84));
    f.doses = [
      dose('pt', 'vaxzevria', '1/2', d1),
      dose('pt', 'vaxzevria', '2/2', d2, { validUntil: rng.chance(0.5) ? addDays(d2, 270) : null }),
    ];
    f.register = [regRow(f, 'vaxzevria', '1.ª', d1), regRow(f, 'vaxzevria', '2.ª', d2)];
    out.push({
      key: 'pt-vaxzevria-two-doses-eleven-weeks',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scanned_pdf',
      issues: [],
      forbidden: [
        'not enough doses',
        'unsupported manufacturer',
        'insufficient waiting period',
        'missing dose administrator',
      ],
      data: {
        record_type: 'digital',
        'doses.0.date': d1,
        'doses.0.manufacturer': 'astrazeneca',
        'doses.1.date': d2,
        'doses.1.manufacturer': 'astrazeneca',
        ...personData(),
      },
      note: `Vaxzevria (AstraZeneca AB) 1/2 ${d1} and 2/2 ${d2}, ${days(d1, d2)} days apart (above the 28-day minimum): a complete AstraZeneca primary series; register dates DD/MM/YYYY with the Portuguese vaccination site and nurse`,
    });
  }

  // 3 — Spain: Janssen 1/1 then Spikevax 2/1 (photo)
  {
    const p = k.person();
    const f = mk(p, 'es');
    const d1 = addDays('2021-06-07', rng.int(0, 45));
    const d2 = addDays('2021-11-29', rng.int(0, 50));
    f.doses = [dose('es', 'janssen', '1/1', d1), dose('es', 'spikevax', '2/1', d2)];
    f.register = [
      regRow(f, 'janssen', '1 (pauta única / single dose)', d1),
      regRow(f, 'spikevax', 'Refuerzo / booster (0,25 ml)', d2),
    ];
    out.push({
      key: 'es-janssen-1-1-then-spikevax-2-1',
      person: requestPerson(p),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['not enough doses', 'unsupported dose combination', 'insufficient waiting period'],
      data: {
        record_type: 'digital',
        'doses.0.date': d1,
        'doses.0.manufacturer': 'janssen',
        'doses.1.kind': 'booster',
        'doses.1.manufacturer': 'moderna',
        ...personData(),
      },
      note: `COVID-19 Vaccine Janssen 1/1 ${d1} completes the primary series with one dose; Spikevax ${d2} is printed "2/1", the EU DCC notation for a booster after a one-dose series (the register calls it "Refuerzo / booster"); an mRNA booster after Janssen is accepted (corpus reading)`,
    });
  }

  // 4 — Poland: Comirnaty 1/2 only, "schedule not completed" (fax)
  {
    const p = k.person();
    const f = mk(p, 'pl', { incomplete: true });
    const d1 = addDays('2021-06-01', rng.int(0, 60));
    f.doses = [dose('pl', 'comirnaty', '1/2', d1)];
    f.register = [
      regRow(f, 'comirnaty', '1', d1),
      { dose: '2', date: null, prod: '\u2014 nie wykonano / not administered', batch: '', site: '', by: '' },
    ];
    out.push({
      key: 'pl-comirnaty-1-of-2-schedule-not-completed',
      person: requestPerson(p),
      html: render(f),
      rendering: 'fax',
      issues: ['not enough doses'],
      forbidden: ['insufficient waiting period', 'unsupported manufacturer'],
      data: {
        record_type: 'digital',
        'doses.0.date': d1,
        'doses.0.manufacturer': 'pfizer',
        ...personData(),
      },
      note: `one EU DCC card, Comirnaty 1/2 ${d1}; the register's dose-2 row says "nie wykonano / not administered" and the banner says the vaccination schedule is not completed: one Pfizer dose is not a complete primary series`,
    });
  }

  // 5 — Spain: Spikevax 1/2 and 2/2 twenty days apart (text PDF)
  {
    const p = k.person();
    const f = mk(p, 'es');
    const d1 = addDays('2021-04-12', rng.int(0, 60));
    const gap = rng.int(18, 21);
    const d2 = addDays(d1, gap);
    f.doses = [
      dose('es', 'spikevax', '1/2', d1),
      dose('es', 'spikevax', '2/2', d2, { validUntil: addDays(d2, 270) }),
    ];
    const site = rng.pick(f.C.sites);
    f.register = [regRow(f, 'spikevax', '1', d1, { site }), regRow(f, 'spikevax', '2', d2, { site })];
    out.push({
      key: 'es-spikevax-doses-under-four-weeks-apart',
      person: requestPerson(p),
      html: render(f),
      rendering: 'text_pdf',
      issues: ['insufficient waiting period'],
      forbidden: ['unsupported manufacturer', 'unsupported dose combination'],
      data: {
        record_type: 'digital',
        'doses.0.date': d1,
        'doses.0.manufacturer': 'moderna',
        'doses.1.date': d2,
        'doses.1.manufacturer': 'moderna',
        ...personData(),
      },
      note: `Spikevax (Moderna Biotech Spain S.L.) 1/2 ${d1} and 2/2 ${d2}: ${gap} days apart, below Moderna's 28 days less the 4-day grace (24 days), although the certificate calls the series complete (2/2) and gives a travel validity date; not enough doses may also be reported`,
    });
  }

  // 6 — Hungary: BBIBP-CorV (Sinopharm) 1/2 and 2/2 (scan image)
  {
    const p = k.person();
    const f = mk(p, 'hu');
    const d1 = addDays('2021-04-06', rng.int(0, 50));
    const d2 = addDays(d1, rng.int(21, 28));
    f.doses = [dose('hu', 'bbibp', '1/2', d1), dose('hu', 'bbibp', '2/2', d2)];
    const by = rng.pick(f.C.vaccinators);
    const site = rng.pick(f.C.sites);
    f.register = [regRow(f, 'bbibp', '1.', d1, { site, by }), regRow(f, 'bbibp', '2.', d2, { site, by })];
    out.push({
      key: 'hu-bbibp-corv-sinopharm-two-doses',
      person: requestPerson(p),
      html: render(f),
      rendering: 'scan_image',
      issues: ['unsupported manufacturer'],
      forbidden: ['insufficient waiting period', 'missing dose administrator'],
      data: {
        record_type: 'digital',
        'doses.0.date': d1,
        'doses.0.manufacturer': 'other',
        'doses.1.date': d2,
        'doses.1.manufacturer': 'other',
        ...personData(),
      },
      note: `Hungarian EU DCC: BBIBP-CorV, "China Sinopharm International Corp." 1/2 ${d1} and 2/2 ${d2} (register dates YYYY. MM. DD., vaccinating physician written surname first); Sinopharm is not pfizer / moderna / janssen / novavax / astrazeneca, so the manufacturer is other and is not accepted (not enough doses may also be reported)`,
    });
  }
  return out;
}
