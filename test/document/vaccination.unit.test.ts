import { understandAndDecide } from '../../src/engines/document/index';
import { ringedKind } from '../../src/engines/document/understanding/extractors/flu';
import { manufacturerOf } from '../../src/engines/document/understanding/extractors/covid';
import type { ReadDocument } from '../../src/engines/document/reading/types';
import type { Cell } from './helpers';
import { doc, jobOf, ocrLinesOf, placed, readOf } from './helpers';

const CARD_HEAD = [
  'COVID-19 Vaccination Record Card',
  "Last Name: O'Brien First Name: Katherine",
  'Date of birth: 02/28/1990',
];
const row = (n: string, maker: string, lot: string, date: string, site = 'CVS Pharmacy #4471 MA') =>
  `${n} COVID-19 ${maker} ${lot} ${date} ${site}`;
const pfizer = [
  row('1st Dose', 'Pfizer', 'EW0182', '01/15/2021'),
  row('2nd Dose', 'Pfizer', 'EW0199', '02/05/2021'),
];

const DECLINE = (reason: string, date = 'Date: 11/01/2026') => [
  'COVID-19 Vaccination Declination Form',
  "Employee Name: Katherine O'Brien",
  'I have been offered the COVID-19 vaccine and I decline to receive it at this time.',
  'Reason for declination:',
  ...reason.split('\n'),
  "Employee signature: Katherine O'Brien",
  date,
];

const COVID: ReadonlyArray<readonly [string, string[], Record<string, unknown>, string[]]> = [
  ['a complete Pfizer series on a CDC card', [...CARD_HEAD, ...pfizer], {}, []],
  ['a single Janssen dose', [...CARD_HEAD, row('1st Dose', 'Janssen', 'JN2031', '04/10/2021')], {}, []],
  ['one Pfizer dose', [...CARD_HEAD, pfizer[0]], {}, ['not enough doses']],
  [
    'no booster when one is required',
    [...CARD_HEAD, ...pfizer],
    { require_booster: true },
    ['not enough doses'],
  ],
  [
    'a booster when one is required',
    [...CARD_HEAD, ...pfizer, row('Booster', 'Moderna', 'MB1234', '10/20/2021')],
    { require_booster: true },
    [],
  ],
  [
    'Sinovac doses',
    [
      ...CARD_HEAD,
      row('1st Dose', 'Sinovac', 'SV1234', '01/15/2021'),
      row('2nd Dose', 'Sinovac', 'SV1299', '02/15/2021'),
    ],
    {},
    ['unsupported manufacturer'],
  ],
  [
    'a product the client does not accept',
    [...CARD_HEAD, ...pfizer],
    { accepted_manufacturers: ['moderna'] },
    ['unsupported manufacturer'],
  ],
  [
    'a mixed primary series',
    [...CARD_HEAD, pfizer[0], row('2nd Dose', 'Moderna', 'MB1234', '02/20/2021')],
    {},
    ['unsupported dose combination'],
  ],
  [
    'an undated dose',
    [...CARD_HEAD, pfizer[0], '2nd Dose COVID-19 Pfizer EW0199 CVS Pharmacy #4471 MA'],
    {},
    ['missing dose date'],
  ],
  [
    'doses without a site',
    [
      ...CARD_HEAD,
      row('1st Dose', 'Pfizer', 'EW0182', '01/15/2021', ''),
      row('2nd Dose', 'Pfizer', 'EW0199', '02/05/2021', ''),
    ],
    {},
    ['missing dose administrator'],
  ],
  [
    'Pfizer doses 12 days apart',
    [...CARD_HEAD, pfizer[0], row('2nd Dose', 'Pfizer', 'EW0199', '01/27/2021')],
    {},
    ['insufficient waiting period'],
  ],
  [
    'Pfizer doses 18 days apart (within the grace period)',
    [...CARD_HEAD, pfizer[0], row('2nd Dose', 'Pfizer', 'EW0199', '02/02/2021')],
    {},
    [],
  ],
  [
    'Moderna doses 22 days apart',
    [
      ...CARD_HEAD,
      row('1st Dose', 'Moderna', '011J20A', '01/04/2021'),
      row('2nd Dose', 'Moderna', '012M20A', '01/26/2021'),
    ],
    {},
    ['insufficient waiting period'],
  ],
  [
    'a declination by default',
    DECLINE('[ ] Medical contraindication\n[x] Religious belief'),
    {},
    ['declination not allowed'],
  ],
  [
    'an allowed declination',
    DECLINE('[x] Medical contraindication\n[ ] Religious belief'),
    { allow_declination: true },
    [],
  ],
  [
    'an undated declination',
    DECLINE('[x] Religious belief', 'Date:'),
    { allow_declination: true },
    ['missing declination date'],
  ],
  [
    'a declination without reason',
    DECLINE('[ ] Medical contraindication\n[ ] Religious belief'),
    { allow_declination: true },
    ['missing declination reason'],
  ],
  [
    'a declination for another reason',
    DECLINE('[ ] Religious belief\n[x] Other: scheduling conflict with work'),
    { allow_declination: true },
    ['invalid declination reason'],
  ],
];

describe('covid_vaccination checks', () => {
  it.each(COVID)('%s', (_name, lines, rules, issues) => {
    const outcome = understandAndDecide(readOf(doc(...lines)), jobOf('covid_vaccination', rules));
    expect([...outcome.issues].sort()).toEqual([...issues].sort());
    expect(outcome.decision).toBe(issues.length === 0 ? 'accepted' : 'rejected');
  });

  it('extracts doses as DOMAIN.md shapes them', () => {
    const outcome = understandAndDecide(readOf(doc(...CARD_HEAD, ...pfizer)), jobOf('covid_vaccination'));
    expect(outcome.data).toMatchObject({
      record_type: 'cdc_card',
      declination: null,
      doses: [
        {
          kind: 'primary',
          date: '2021-01-15',
          manufacturer: 'pfizer',
          lot: 'EW0182',
          administrator: { facility: 'CVS Pharmacy #4471', state: 'MA' },
        },
        { kind: 'primary', date: '2021-02-05', manufacturer: 'pfizer', lot: 'EW0199' },
      ],
    });
  });

  it('reads dose blocks of a provider record', () => {
    const lines = [
      'Immunization History',
      "Patient: Katherine O'Brien",
      'Dose 1',
      'Vaccine: Moderna COVID-19 Vaccine',
      'Date administered: 01/04/2021 Lot number: 011J20A',
      'Administered by: Walgreens #1187 IL',
      'Dose 2',
      'Vaccine: Moderna COVID-19 Vaccine',
      'Date administered: 02/01/2021 Lot number: 012M20A',
      'Administered by: Walgreens #1187 IL',
    ];
    const outcome = understandAndDecide(readOf(doc(...lines)), jobOf('covid_vaccination'));
    expect(outcome.issues).toEqual([]);
    expect(outcome.data).toMatchObject({
      record_type: 'immunization_record',
      doses: [{ date: '2021-01-04', lot: '011J20A' }, { date: '2021-02-01' }],
    });
  });
});

const PHARMACY = (date: string, pharmacist = 'Nina Patel, PharmD', store = 'Walgreens #5521') => [
  'Walgreens Pharmacy',
  'Immunization Record - Patient Copy',
  "Patient: Katherine O'Brien",
  'Vaccine: Fluzone High-Dose Quadrivalent (Influenza vaccine)',
  `Date administered: ${date} Lot: UJ123AA`,
  'Manufacturer: Sanofi Pasteur',
  `Pharmacist: ${pharmacist}`,
  `Store: ${store}`,
];
const FLU_DECLINE = (reason: string) => [
  'Influenza Vaccination Declination',
  "Employee Name: Katherine O'Brien",
  'Flu season: 2026-2027',
  'I decline the influenza vaccine for this season.',
  `Reason: ${reason}`,
  "Signature: Katherine O'Brien",
  'Date: 10/28/2026',
];

const FLU: ReadonlyArray<readonly [string, string[], Record<string, unknown>, string[], string]> = [
  ['a shot this season', PHARMACY('10/03/2026'), {}, [], 'accepted'],
  ['a shot last season', PHARMACY('10/03/2025'), {}, ['vaccination outside season'], 'rejected'],
  ['a shot in the season the client names', PHARMACY('10/03/2025'), { season: '2025-2026' }, [], 'accepted'],
  ['a shot before the season starts', PHARMACY('06/20/2026'), {}, ['vaccination outside season'], 'rejected'],
  ['an undated shot', PHARMACY(''), {}, ['missing vaccination date'], 'rejected'],
  ['a shot without administrator', PHARMACY('10/03/2026', '', ''), {}, ['missing administrator'], 'flagged'],
  [
    'a declination by default',
    FLU_DECLINE('[x] Medical [ ] Religious [ ] Personal'),
    {},
    ['declination not allowed'],
    'rejected',
  ],
  [
    'an allowed declination',
    FLU_DECLINE('[ ] Medical [x] Religious [ ] Personal'),
    { allow_declination: true },
    [],
    'accepted',
  ],
  [
    'an allowed declination without reason',
    FLU_DECLINE('[ ] Medical [ ] Religious [ ] Personal'),
    { allow_declination: true },
    ['missing declination reason'],
    'rejected',
  ],
];

describe('flu_vaccination checks', () => {
  it.each(FLU)('%s', (_name, lines, rules, issues, decision) => {
    const outcome = understandAndDecide(readOf(doc(...lines)), jobOf('flu_vaccination', rules));
    expect([...outcome.issues].sort()).toEqual([...issues].sort());
    expect(outcome.decision).toBe(decision);
  });

  it('reads one flu dose told on two lines, with its administrator on a third', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Lakeview Employee Health — Influenza Vaccination 2026-2027',
          "Employee: Katherine O'Brien",
          'I received the influenza vaccine on 10/02/2026',
          'Vaccine: Fluzone High-Dose Quadrivalent  Lot: UT8044AA  Manufacturer: Sanofi',
          'Administered by: Dana Feld, RN',
        ),
      ),
      jobOf('flu_vaccination'),
    );
    expect(outcome.data.vaccinations).toMatchObject([
      { date: '2026-10-02', lot: 'UT8044AA', administrator: { name: 'Dana Feld, RN' } },
    ]);
    expect(outcome.decision).toBe('accepted');
  });

  it('extracts the season, product and administrator', () => {
    const outcome = understandAndDecide(readOf(doc(...PHARMACY('10/03/2026'))), jobOf('flu_vaccination'));
    expect(outcome.data).toMatchObject({
      record_type: 'pharmacy_record',
      season: '2026-2027',
      vaccinations: [
        {
          date: '2026-10-03',
          product: 'Fluzone',
          manufacturer: 'Sanofi Pasteur',
          lot: 'UJ123AA',
          administrator: { name: 'Nina Patel, PharmD', facility: 'Walgreens #5521' },
        },
      ],
      declination: null,
    });
    const declined = understandAndDecide(
      readOf(doc(...FLU_DECLINE('[x] Religious'))),
      jobOf('flu_vaccination', { allow_declination: true }),
    );
    expect(declined.data).toMatchObject({
      record_type: 'declination',
      declination: { date: '2026-10-28', reason: 'religious', season: '2026-2027' },
    });
  });
});

describe('a flu consent form whose administration date was left blank', () => {
  const FORM = (given: string): Cell[] => [
    [40, 20, 'Seasonal Influenza Vaccine - Consent and Administration Record 2026-2027'],
    [40, 40, "Patient name: Katherine O'Brien"],
    [40, 60, 'Date of birth: 02/28/1990'],
    [40, 90, '[x] Fluzone High-Dose - Sanofi Pasteur'],
    [40, 110, 'Lot'],
    [200, 110, 'Exp.'],
    [40, 122, 'UT8044AA'],
    [200, 122, '6/21/27'],
    [40, 150, 'Date administered'],
    ...(given ? ([[40, 162, given]] as Cell[]) : []),
    [40, 190, 'Administered by: Dana Feld, RN'],
  ];

  it("does not take the lot's expiry for the date the dose was given", () => {
    const outcome = understandAndDecide(placed(FORM('')), jobOf('flu_vaccination'));
    expect(outcome.issues).toEqual(['missing vaccination date']);
    expect(outcome.decision).toBe('rejected');
  });

  it('reads the date written under the caption', () => {
    const outcome = understandAndDecide(placed(FORM('10/02/2026')), jobOf('flu_vaccination'));
    expect(outcome.data.vaccinations).toMatchObject([{ date: '2026-10-02' }]);
    expect(outcome.decision).toBe('accepted');
  });
});

describe('a staff immunisation record written day first', () => {
  it('reads 05/10/2026 as the 5th of October and knows the products by their European names', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'STAFF IMMUNISATION RECORD  All dates DD/MM/YYYY',
          "Surname O'BRIEN  Forename(s) Katherine Anne",
          'D.O.B. 28/02/1990',
          'Season  Date given  Vaccine  Batch no.  Vaccinator',
          '2026/27  05/10/2026  QIVr (Supemtek)  HZ4671Y  Dana Feld, RN',
          '2025/26  06/10/2025  aQIV (Fluad)  AN1203V  Dana Feld, RN',
        ),
      ),
      jobOf('flu_vaccination'),
    );
    expect(outcome.data.vaccinations).toMatchObject([
      { date: '2026-10-05', product: 'Supemtek' },
      { date: '2025-10-06', product: 'Fluad' },
    ]);
    expect(outcome.issues).toEqual([]);
    expect(outcome.decision).toBe('accepted');
  });
});

describe('a status form offering a vaccinated and a declining answer', () => {
  const FORM = (vaccinated: string, declined: string) => [
    'COVID-19 Vaccination Status / Exemption Request',
    "Employee name: Katherine O'Brien  D.O.B. 02/28/1990",
    `${vaccinated} I am vaccinated. My doses are listed below.`,
    'Dose 1 Moderna 4/20/2021 Harbor Family Clinic',
    'Dose 2 Moderna 5/24/2021 Harbor Family Clinic',
    'Booster',
    `${declined} I decline vaccination for the reason marked below.`,
    '[ ] Medical contraindication [ ] Religious belief',
    "Employee signature Katherine O'Brien  Date signed 9/3/2026",
  ];

  it('is the record of doses its tick marks, not a declination', () => {
    const outcome = understandAndDecide(readOf(doc(...FORM('[x]', '[ ]'))), jobOf('covid_vaccination'));
    expect(outcome.data.record_type).not.toBe('declination');
    expect(outcome.data.doses).toHaveLength(2);
    expect(outcome.decision).toBe('accepted');
  });

  it('is a declination when the declining answer is ticked', () => {
    const outcome = understandAndDecide(readOf(doc(...FORM('[ ]', '[x]'))), jobOf('covid_vaccination'));
    expect(outcome.issues).toEqual(['declination not allowed']);
  });

  it('reads one flu dose whose date stands on its own caption line, under a clause about declining', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'INFLUENZA VACCINATION STATUS - 2026-2027 SEASON',
          "Name Katherine O'Brien D.O.B. 2/28/1990",
          'Date given 10/14/26 Where (clinic / pharmacy) County flu clinic',
          'Vaccine Flucelvax Lot # KP3097',
          'Vaccinator name Lise Tremblay, LPN',
          'I understand that if I decline I must wear a mask for the entire flu season.',
        ),
      ),
      jobOf('flu_vaccination'),
    );
    expect(outcome.data.vaccinations).toMatchObject([{ date: '2026-10-14', lot: 'KP3097' }]);
    expect(outcome.decision).toBe('accepted');
  });
});

describe("a health plan's claims history", () => {
  it('reads a product line and its administration line of the same day as one dose', () => {
    const claim = (date: string, code: string, service: string) =>
      `${date} 79C7009141 Katherine O'Brien Harmon Pharmacy #4471 ${code} ${service} $0.00 Processed`;
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Claims history',
          "Member Katherine O'Brien  Date of birth 02/28/1990",
          'Service date Claim # Patient Provider Service Billed Status',
          claim('12/26/2021', '91306', 'COVID-19 vaccine, mRNA-LNP, booster (Moderna)'),
          claim('12/26/2021', '0064A', 'Immunization admin, SARS-CoV-2 vaccine, booster dose'),
          claim('04/04/2021', '91301', 'COVID-19 vaccine, mRNA-LNP, 100 mcg/0.5 mL (Moderna)'),
          claim('04/04/2021', '0012A', 'Immunization admin, SARS-CoV-2 vaccine, second dose'),
          claim('02/28/2021', '91301', 'COVID-19 vaccine, mRNA-LNP, 100 mcg/0.5 mL (Moderna)'),
          claim('02/28/2021', '0011A', 'Immunization admin, SARS-CoV-2 vaccine, first dose'),
        ),
      ),
      jobOf('covid_vaccination', { valid_on: '2026-11-15' }),
    );
    expect(outcome.data.doses).toMatchObject([
      { date: '2021-02-28' },
      { date: '2021-04-04' },
      { date: '2021-12-26' },
    ]);
    expect(outcome.data.doses).toHaveLength(3);
    expect(outcome.issues).toEqual([]);
    expect(outcome.decision).toBe('accepted');
  });
});

describe('a claims row whose product cell wrapped onto the next line', () => {
  it('takes the maker from the wrapped line, and counts the days between the doses', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Claims history',
          "Member Katherine O'Brien  Date of birth 02/28/1990",
          '07/15/2021 21J9959999 Katherine County Fairgrounds 91301 COVID-19 vaccine, mRNA-LNP, 100 mcg $0.00',
          "O'Brien Site (Moderna)",
          '06/25/2021 42B7044786 Katherine Lindell Family Medicine 91301 COVID-19 vaccine, mRNA-LNP, 100 mcg $0.00',
          "O'Brien (Moderna)",
        ),
      ),
      jobOf('covid_vaccination', { valid_on: '2026-11-15' }),
    );
    expect(outcome.data.doses).toMatchObject([{ manufacturer: 'moderna' }, { manufacturer: 'moderna' }]);
    expect(outcome.issues).toEqual(['insufficient waiting period']);
  });
});

describe('a COVID-19 history listed newest first', () => {
  it('tells the doses in the order they were given, a Janssen dose then a booster', () => {
    const text = doc(
      'Certificate of Immunization',
      "Name: Katherine O'Brien DOB: 02/28/1990",
      'COVID-19 Date administered Trade name Lot',
      'COVID-19 01/12/2022 Pfizer-BioNTech FK5127 CVS Pharmacy #4471 MA',
      'COVID-19 05/24/2021 Janssen 1805029 CVS Pharmacy #4471 MA',
    );
    const out = understandAndDecide(readOf(text), jobOf('covid_vaccination'));
    expect(out.data).toMatchObject({
      doses: [
        { date: '2021-05-24', manufacturer: 'janssen', kind: 'primary' },
        { date: '2022-01-12', manufacturer: 'pfizer', kind: 'booster' },
      ],
    });
    expect(out.decision).toBe('accepted');
  });
});

describe("a state registry's official record with a forecast", () => {
  const record = (firstSite: string) =>
    understandAndDecide(
      readOf(
        doc(
          'State Immunization Information System (SIIS) · Official immunization record',
          "Name O'BRIEN KATHERINE   Date of birth 02/28/1990",
          'Date given Dose Product Manufacturer Lot Administered at Date entered',
          'COVID-19',
          '06/19/2021 Primary 2 of 2 SPIKEVAX Moderna US, Inc. PE8958 Bryant Family Medicine, Lincoln 06/19/2021',
          `05/13/2021 Primary 1 of 2 SPIKEVAX Moderna US, Inc. AM3259 ${firstSite} 05/13/2021`,
          'Recommended vaccines (forecast as of the print date)',
          'Vaccine group Status Earliest date Due date Overdue after',
          'COVID-19 Due (updated vaccine) 04/21/2025 02/20/2026 -',
        ),
      ),
      jobOf('covid_vaccination'),
    );

  it('takes the site before the "Date entered" column, and no dose from the forecast', () => {
    const out = record('Hy-Vale Pharmacy #112, Omaha');
    expect(out.data.doses).toHaveLength(2);
    expect(out.data.doses).toMatchObject([
      { date: '2021-05-13', administrator: { facility: 'Hy-Vale Pharmacy #112, Omaha' } },
      { date: '2021-06-19', administrator: { facility: 'Bryant Family Medicine, Lincoln' } },
    ]);
    expect(out.decision).toBe('accepted');
  });

  it('names no administrator for a historical row whose provider was not reported', () => {
    const out = record('Historical - provider not reported');
    expect(out.issues).toEqual(['missing dose administrator']);
  });
});

describe('a flu campaign e-mail whose vaccinator cell reads "Not recorded"', () => {
  it('names no administrator', () => {
    const out = understandAndDecide(
      readOf(
        doc(
          "To: Katherine O'Brien <katherine@care.example>",
          'Flu vaccination recorded - thank you!',
          'Dear Katherine, thank you for getting your flu shot at the mobile flu cart.',
          'Administration details',
          'Administered Vaccine Manufacturer Lot # Exp. Site Vaccinator',
          '10/07/2026 Fluarix (influenza) GSK ME44772 06/30/2027 L deltoid, IM Not recorded',
        ),
      ),
      jobOf('flu_vaccination', { valid_on: '2026-11-21' }),
    );
    expect(out.issues).toEqual(['missing administrator']);
    expect(out.decision).toBe('flagged');
  });
});

describe('a flu dose whose date was read from a faint line', () => {
  const scanned = (doseLine: number): ReadDocument => {
    const lines = [
      ['ADMINISTRATION RECORD - PHARMACY USE ONLY', 94],
      ["Patient: O'BRIEN, Katherine DOB 02/28/1990", 95],
      ['Date given Vaccine Lot Administered by', 94],
      ['02/14/14 Fluzone High-Dose UT8044AA Sandra Okoro, PharmD', doseLine],
    ] as const;
    const text = lines.map(([t]) => t).join('\n');
    return {
      format: 'pdf',
      pages: [
        {
          index: 0,
          source: 'ocr',
          text,
          lines: lines.map(([t, c]) => ({ text: t, confidence: c })),
          confidence: 90,
        },
      ],
      text,
      confidence: 90,
      ocr: true,
    };
  };

  it('rejects a dose of a past season read clearly', () => {
    const out = understandAndDecide(scanned(92), jobOf('flu_vaccination', { valid_on: '2026-11-21' }));
    expect(out.issues).toEqual(['vaccination outside season']);
    expect(out.decision).toBe('rejected');
  });

  it('flags it, with little confidence, when the only line holding the date was read faintly', () => {
    const out = understandAndDecide(scanned(48), jobOf('flu_vaccination', { valid_on: '2026-11-21' }));
    expect(out.issues).toEqual(['invalid extraction']);
    expect(out.decision).toBe('flagged');
    expect(out.confidence).toBeLessThan(60);
  });
});

describe('a transcription grid whose dose rows are headed 1st, 2nd, Booster 1', () => {
  it('reads the row headed "1st" as a dose and the empty rows as none', () => {
    const text = doc(
      'PRE-DEPARTURE HEALTH CLEARANCE - SECTION 4: COVID-19 VACCINATION',
      'Surname SOKOLOV Given names DMITRI IVANOVICH Date of birth 02/28/1990',
      'Dose Date Vaccine brand Manufacturer Batch / lot Vaccination centre',
      '1st 07/06/21 COVID-19 Vaccine Janssen',
      'Janssen (J&J) PV72554 Eko Hospital, Ikeja',
      '2nd',
      'Booster 1',
      'Booster 2',
    );
    const out = understandAndDecide(
      readOf(text),
      jobOf('covid_vaccination', {}, { first_name: 'Dmitri', last_name: 'Sokolov', dob: '1990-02-28' }),
    );
    expect(out.data.doses).toMatchObject([{ manufacturer: 'janssen', lot: 'PV72554', kind: 'primary' }]);
    expect(out.decision).toBe('accepted');
  });
});

describe('an outside-dose attestation whose "Admin date" caption was left blank', () => {
  const form = (adminDate: string) =>
    placed([
      [40, 10, 'Employee Health - Outside Dose Attestation, 2026-2027 season'],
      [40, 30, "O'Brien Katherine"],
      [40, 40, 'EMPLOYEE NAME'],
      [40, 70, 'CornerWell Pharmacy #2281'],
      ...(adminDate ? ([[400, 70, adminDate]] as const) : []),
      [40, 80, 'VACCINATOR - PHARMACY OR PROVIDER NAME'],
      [400, 80, 'ADMIN DATE'],
      [40, 110, 'Fluarix Quadrivalent   Lot VW0983LG'],
      [40, 120, 'VACCINE (BRAND) AND LOT #'],
      [40, 260, "Katherine O'Brien"],
      [400, 260, '10/27/2026'],
      [40, 270, 'EMPLOYEE SIGNATURE'],
      [400, 270, 'DATE SIGNED'],
    ]);

  it('takes the dose date from under its caption', () => {
    const outcome = understandAndDecide(
      form('10/02/2026'),
      jobOf('flu_vaccination', { valid_on: '2026-11-15' }),
    );
    expect(outcome.data.vaccinations).toMatchObject([{ date: '2026-10-02' }]);
    expect(outcome.decision).toBe('accepted');
  });

  it('does not take the date of signing for the dose date', () => {
    const outcome = understandAndDecide(form(''), jobOf('flu_vaccination', { valid_on: '2026-11-15' }));
    expect(outcome.issues).toContain('missing vaccination date');
  });
});

describe('an outside-dose attestation whose vaccinator line was left blank', () => {
  const form = (vaccinator: string) =>
    readOf(
      doc(
        'Influenza Vaccine Received Outside - Attestation, 2026-2027 season',
        "O'Brien Katherine",
        'LAST NAME FIRST NAME',
        "Where did you receive this season's flu vaccine? [x] Retail pharmacy [ ] Physician / clinic office [ ] Another employer",
        `${vaccinator} 10/4/2026`.trim(),
        'VACCINATOR - PHARMACY, CLINIC OR PROVIDER NAME ADMIN DATE',
        'Flublok NN664GMT L deltoid',
        'VACCINE (BRAND) LOT # SITE OF INJECTION',
        'Administrator signature / stamp',
        "Katherine O'Brien 10/8/2026",
        'EMPLOYEE SIGNATURE DATE SIGNED',
      ),
    );

  it('names no administrator from the options offered, the captions, the injection site or the employee', () => {
    const outcome = understandAndDecide(form(''), jobOf('flu_vaccination', { valid_on: '2026-11-15' }));
    expect(outcome.data.vaccinations).toMatchObject([
      { date: '2026-10-04', administrator: { name: null, facility: null, signature: 'not_present' } },
    ]);
    expect(outcome.issues).toEqual(['missing administrator']);
    expect(outcome.decision).toBe('flagged');
  });

  it('takes the pharmacy written after its caption', () => {
    const outcome = understandAndDecide(
      form('Pharmacy: CornerWell Pharmacy #2281'),
      jobOf('flu_vaccination', { valid_on: '2026-11-15' }),
    );
    expect(outcome.data.vaccinations).toMatchObject([
      { administrator: { facility: expect.stringContaining('CornerWell Pharmacy') } },
    ]);
    expect(outcome.decision).toBe('accepted');
  });

  it('reads a blank vaccinator line by position as blank, whatever options and items stand near', () => {
    const outcome = understandAndDecide(
      placed([
        [40, 10, 'Influenza Vaccine Received Outside - Attestation, 2026-2027 season'],
        [40, 30, "O'Brien Katherine"],
        [40, 40, 'LAST NAME FIRST NAME'],
        [40, 60, '[x] Retail pharmacy'],
        [160, 60, '[ ] Physician / clinic office'],
        [400, 70, '10/4/2026'],
        [40, 80, 'VACCINATOR - PHARMACY, CLINIC OR PROVIDER NAME'],
        [400, 80, 'ADMIN DATE'],
        [40, 110, 'Flublok NN664GMT'],
        [40, 120, 'VACCINE (BRAND) AND LOT #'],
        [40, 140, '[ ] Pharmacy receipt / printout'],
        [40, 160, '3. If you HAVE NOT received it'],
      ]),
      jobOf('flu_vaccination', { valid_on: '2026-11-15' }),
    );
    expect(outcome.data.vaccinations).toMatchObject([{ administrator: { name: null, facility: null } }]);
    expect(outcome.issues).toEqual(['missing administrator']);
  });

  it('does not take the injection site column of a history row for the vaccinator', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          "Staff immunisation record - O'Brien, Katherine",
          'Season Date given Vaccine Batch no. Site Vaccinator Clinic',
          '2026/27 10/16/2026 aQIV (Fluad) KQ3974B L deltoid',
        ),
      ),
      jobOf('flu_vaccination', { valid_on: '2026-11-15' }),
    );
    expect(outcome.issues).toEqual(['missing administrator']);
  });
});

describe('a declination whose "Date signed" was left blank', () => {
  it('is not dated by the birth date printed after "D.O.B."', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'COVID-19 Vaccination Status / Exemption Request',
          "Employee name Katherine O'Brien D.O.B. 02/28/1990 Employee # 49971",
          '[x] I decline vaccination for the reason marked below.',
          '[ ] Medical contraindication [ ] Religious belief [x] Personal belief',
          "Employee signature Katherine O'Brien Date signed",
        ),
      ),
      jobOf('covid_vaccination', { allow_declination: true }),
    );
    expect(outcome.issues).toContain('missing declination date');
  });
});

describe('rows of a vaccine history and brands offered with boxes', () => {
  const history = (latest: string) =>
    doc(
      'Cottonwood Bend Family Medicine',
      "Patient: O'Brien, Katherine A DOB: 02/28/1990",
      'Vaccine Administration History',
      'Vaccine Date given Route / Site Manufacturer Lot Administered by',
      latest,
      'Influenza, Flucelvax Trivalent 10/06/2025 0.5mL IM / R deltoid Seqirus NV8969 Sunita Mahal, RN',
    );

  it('reads a refused row that is the latest as the declination it records', () => {
    const outcome = understandAndDecide(
      readOf(history('Influenza - REFUSED (reason: personal belief) 10/27/2026 Jolene Whitt, MA')),
      jobOf('flu_vaccination'),
    );
    expect(outcome.data).toMatchObject({ record_type: 'declination', declination: { date: '2026-10-27' } });
    expect(outcome.issues).toContain('declination not allowed');
  });

  it('reads "Influenza" as the generic vaccine, not as a product whose name it contains', () => {
    const outcome = understandAndDecide(
      readOf(
        history(
          'Influenza, injectable, quadrivalent 10/02/2026 0.5mL IM / L deltoid Sanofi UT8044AA Dana Feld, RN',
        ),
      ),
      jobOf('flu_vaccination'),
    );
    expect(outcome.data).toMatchObject({ record_type: 'immunization_record' });
    expect(outcome.data.vaccinations).toMatchObject([
      { date: '2026-10-02', product: 'Influenza vaccine' },
      {},
    ]);
  });

  it('takes the brand ticked among those a COVID-19 form offers', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'COVID-19 Vaccination Attestation',
          "Employee name (print) Katherine O'Brien Date of birth 2/28/90",
          'Dose Vaccine brand (mark one) Date received Lot # Where received / vaccinator',
          'Dose 1 [ ] Pfizer-BioNTech [ ] Moderna [ ] Novavax [x] Other: Covaxin 2021.09.24 BJW15066 Govt. vaccination centre, Pune',
          'Dose 2 [ ] Pfizer-BioNTech [ ] Moderna [ ] Novavax [x] Other: Covaxin 2021.10.30 YPE40201 Govt. vaccination centre, Pune',
        ),
      ),
      jobOf('covid_vaccination'),
    );
    expect(outcome.data.doses).toMatchObject([{ manufacturer: 'other' }, { manufacturer: 'other' }]);
    expect(outcome.issues).toContain('unsupported manufacturer');
  });
});

describe("an employer's flu voucher redeemed at a pharmacy", () => {
  const voucher = (administered: string) =>
    understandAndDecide(
      readOf(
        doc(
          'PART B - PHARMACY COMPLETES',
          `Date administered ${administered}`,
          'Lot # UJ0562G',
          'Vaccine given (check one)',
          '[ ] Fluzone High-Dose [ ] Flucelvax [ ] Afluria',
          '[x] Fluarix [ ] FluMist (nasal)',
          'Administered by: Dana Feld, PharmD   Signature: Dana Feld',
          'Larkhaven Pharmacy #12',
          'FLU VACCINE VOUCHER 2026-27',
          "Employee Katherine A. O'Brien",
          'Valid September 1, 2026 - March 31, 2027 at participating pharmacies',
        ),
      ),
      jobOf('flu_vaccination', { valid_on: '2026-11-21' }),
    );

  it('takes the ticked product and the administration date, not the unticked options nor the validity', () => {
    const outcome = voucher('10/12/2026');
    expect(outcome.data.vaccinations).toEqual([
      expect.objectContaining({ date: '2026-10-12', product: 'Fluarix', lot: 'UJ0562G' }),
    ]);
    expect(outcome.decision).toBe('accepted');
  });

  it('flags a handwritten date read without its separators as unread, not missing', () => {
    const outcome = voucher('% 9 12026');
    expect(outcome.issues).toEqual(['invalid extraction']);
    expect(outcome.decision).toBe('flagged');
  });

  it('has no dose date when the pharmacy left it blank, whatever the voucher is valid for', () => {
    const outcome = voucher('');
    expect(outcome.data.vaccinations).toEqual([expect.objectContaining({ date: null })]);
    expect(outcome.issues).toContain('missing vaccination date');
  });
});

describe('a flu consent form with a declining option left unticked and a clinic-use panel of boxed fields', () => {
  const consent = (vaccinator: string) =>
    understandAndDecide(
      placed([
        [40, 20, 'FREE FLU SHOT CLINIC'],
        [40, 34, '2026-2027 Influenza Season'],
        [40, 50, "Last name  O'Brien"],
        [300, 50, 'First name  Katherine'],
        [40, 66, 'Date of birth  02/28/1990'],
        [
          40,
          86,
          'I have received the Vaccine Information Statement. I consent to receive the influenza vaccine.',
        ],
        [40, 102, '[ ] I DECLINE the influenza vaccine this season.'],
        [40, 118, 'Reason: [ ] Medical [ ] Religious [ ] Personal belief'],
        [40, 140, 'FOR CLINIC USE ONLY'],
        [40, 156, 'Vaccine given (tick and circle)'],
        [260, 156, 'Site (circle)'],
        [420, 156, 'VIS date'],
        [40, 170, '[x] Fluad Seqirus'],
        [260, 170, 'LD RD intranasal'],
        [420, 170, '8/6/2021'],
        [40, 184, '[ ] Flublok Sanofi'],
        [260, 190, 'Date given'],
        [260, 204, '10/23/2026'],
        [40, 226, 'Vaccinator name & credentials (print)'],
        [300, 226, 'Vaccinator signature'],
        ...(vaccinator ? ([[40, 240, vaccinator]] as Cell[]) : []),
      ]),
      jobOf('flu_vaccination', { valid_on: '2026-11-21' }),
    );

  it('is a record of the dose given on the "Date given" field, not a declination nor the VIS edition date', () => {
    const outcome = consent('Dana Feld, RN');
    expect(outcome.data).toMatchObject({ record_type: 'immunization_record', declination: null });
    expect(outcome.data.vaccinations).toEqual([
      expect.objectContaining({ date: '2026-10-23', product: 'Fluad' }),
    ]);
  });

  it("names no vaccinator from the caption's own words when the line was left blank", () => {
    const outcome = consent('');
    expect(outcome.data.vaccinations).toEqual([
      expect.objectContaining({ administrator: expect.objectContaining({ name: null, facility: null }) }),
    ]);
    expect(outcome.issues).toContain('missing administrator');
  });
});

describe("a pharmacy's administration record: a table of visits with a VIS date column", () => {
  it("dates the flu dose by its own row, not by the table's first row under 'Date given'", () => {
    const outcome = understandAndDecide(
      placed([
        [40, 20, 'ADMINISTRATION RECORD - PHARMACY USE ONLY'],
        [40, 36, "Patient: O'BRIEN, Katherine DOB 02/28/1990"],
        [40, 52, 'Date given'],
        [120, 52, 'Vaccine'],
        [300, 52, 'VIS date'],
        [380, 52, 'Administered by'],
        [40, 68, '04/23/26'],
        [120, 68, 'Prevnar 20 Pfizer 2ZJ7687'],
        [300, 68, '09/27/24'],
        [380, 68, 'Ruben Alcantar, PharmD'],
        [40, 84, '11/09/26'],
        [120, 84, 'Fluzone High-Dose Sanofi XP3546'],
        [300, 84, '08/06/21'],
        [380, 84, 'Tamsin Greer, RPh'],
      ]),
      jobOf('flu_vaccination', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data.vaccinations).toEqual([
      expect.objectContaining({ date: '2026-11-09', product: 'Fluzone' }),
    ]);
    expect(outcome.decision).toBe('accepted');
  });
});

describe('a vaccination card whose dose rows carry the tick of the product box before their heading', () => {
  const card = (secondDate: string, ...more: string[]) =>
    readOf(
      doc(
        'COVID-19 Vaccination Record Card',
        "O'BRIEN KATHERINE A",
        'Last Name First Name MI',
        'Date of birth 02/28/1990',
        'Vaccine Product Name/Manufacturer Lot Number Date Healthcare Professional or Clinic Site',
        '[x] 1st Dose Pfizer-BioNTech',
        'COVID-19 LOT: EW0182 4/9/2021 HARTWELL PHARMACY',
        '2nd Dose Pfizer-BioNTech',
        `COVID-19 LOT: EW0191 ${secondDate} HARTWELL PHARMACY`,
        ...more,
      ),
    );
  const job = jobOf('covid_vaccination', { valid_on: '2026-11-21' });

  it('reads the first dose under its ticked heading', () => {
    const outcome = understandAndDecide(card('4/30/2021'), job);
    expect(outcome.data).toMatchObject({
      doses: [
        { date: '2021-04-09', lot: 'EW0182', kind: 'primary' },
        { date: '2021-04-30', lot: 'EW0191', kind: 'primary' },
      ],
    });
    expect(outcome.decision).toBe('accepted');
  });

  // The booster's row lost its heading, so the second dose's block runs into it.
  it('is missing a dose date, not a dose, when the series is short only by a dose whose date is blank', () => {
    const outcome = understandAndDecide(card('', 'PFIZER BOOSTER FL8095 PUBLIC HEALTH'), job);
    expect(outcome.issues).toContain('missing dose date');
    expect(outcome.issues).not.toContain('not enough doses');
    expect(outcome.decision).toBe('rejected');
  });

  it('flags a dose date written with a figure the reader lost, rather than calling it missing', () => {
    const outcome = understandAndDecide(card('lis /30/2021', 'PFIZER BOOSTER FL8095 PUBLIC HEALTH'), job);
    expect(outcome.issues).toEqual(['invalid extraction']);
    expect(outcome.decision).toBe('flagged');
    expect(outcome.confidence).toBeLessThan(60);
  });
});

describe('a scanned vaccination card whose birth date was read poorly and whose dose date was left blank', () => {
  it('is missing the dose date: the birth date caption is no caption of the dose date', () => {
    const lines: Array<[string, number]> = [
      ['COVID-19 Vaccination Record Card', 95],
      ["O'BRIEN KATHERINE A", 90],
      ['Last Name First Name MI', 93],
      ['02/28/1990 [x] NyMG 30093817', 52],
      ['Date of birth Patient number (medical record or IIS record number)', 93],
      ['Vaccine Product Name/Manufacturer Date Healthcare Professional', 93],
      ['Lot Number or Clinic Site', 96],
      ['1st Dose Moderna', 90],
      ['COVID-19 LOT: 039K20A | 1/22/2021 NORTH VALLEY MEDICAL GROUP', 89],
      ['2nd Dose Moderna', 92],
      ['COVID-19 LOT: 012M20A | NORTH VALLEY MEDICAL GROUP', 87],
    ];
    const outcome = understandAndDecide(
      ocrLinesOf(lines.map(([text, confidence]) => ({ text, confidence }))),
      jobOf('covid_vaccination', { valid_on: '2026-11-21' }),
    );
    expect(outcome.issues).toContain('missing dose date');
    expect(outcome.decision).toBe('rejected');
  });
});

describe('a flu status form whose "have / have not" ring was not read but whose declining reason is ticked', () => {
  const form = doc(
    'INFLUENZA VACCINATION STATUS — 2026-2027 SEASON',
    "Name Katherine O'Brien D.O.B. 02/28/1990",
    '1. I HAVE / HAVE NOT received the influenza vaccine this season. (circle one)',
    '2. If you HAVE been vaccinated',
    'Date given Where (clinic / pharmacy)',
    'Vaccine Lot #',
    'Vaccinator name / stamp',
    '3. If you HAVE NOT been vaccinated — reason (check one)',
    '[x] Medical contraindication (e.g. severe allergy, history of GBS)',
    '[ ] Religious belief',
    '[ ] Personal / philosophical reasons',
    "Signature Katherine O'Brien Date 10/06/2026",
  );

  it('reads the form as a declination for a medical reason', () => {
    const allowed = understandAndDecide(
      readOf(form),
      jobOf('flu_vaccination', { valid_on: '2026-11-21', allow_declination: true }),
    );
    expect(allowed.data).toMatchObject({ record_type: 'declination', declination: { reason: 'medical' } });
    expect(allowed.decision).toBe('accepted');
    const refused = understandAndDecide(readOf(form), jobOf('flu_vaccination', { valid_on: '2026-11-21' }));
    expect(refused.issues).toEqual(['declination not allowed']);
  });
});

describe('a single Janssen dose whose date was not read, its block running into a booster row', () => {
  it('is missing a dose date, not a dose: the undated dose names the series product', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'COVID-19 Vaccination Record Card',
          "O'BRIEN KATHERINE A",
          'Date of birth 02/28/1990',
          'Vaccine Product Name/Manufacturer Lot Number Date Healthcare Professional or Clinic Site',
          '1st Dose Janssen',
          'COVID-19 LOT: 1808609 HARTWELL PHARMACY',
          'Second row (2nd dose or booster) left blank',
        ),
      ),
      jobOf('covid_vaccination', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data).toMatchObject({ doses: [{ manufacturer: 'janssen', date: null }] });
    expect(outcome.issues).toContain('missing dose date');
    expect(outcome.issues).not.toContain('not enough doses');
  });
});

describe('two one-dose clinic forms copied side by side on one page and read as one', () => {
  it('is doubt, not a series short of a dose, when the page dates more administrations than doses were read', () => {
    const lines: Array<[string, number]> = [
      ['Lakeside Public Health   Lakeside Public Health', 92],
      ['COVID-19 VACCINE ADMINISTRATION RECORD   COVID-19 VACCINE ADMINISTRATION RECORD', 93],
      ["Patient O'Brien, Katherine   Patient O'Brien, Katherine", 81],
      ['Date of birth 02/28/1990   Date of birth 02/28/1990', 84],
      ['FOR CLINIC USE ONLY   FOR CLINIC USE ONLY', 95],
      ['[x] Pfizer-BioNTech [ ] Moderna [ ] Novavax   [ ] [ ] Moderna [ ] Novavax', 78],
      ['Lot EW4471 Site L deltoid   Lot FA7302 Site R deltoid', 74],
      ['Date administered 3/ 1[2°2) Route IM   Date administered4/05/21 Route IM', 72],
      ['Vaccinator (print, credentials) Dana Reyes, RN', 71],
      ['Vaccinator (print, credentials) DANA REYES, RN', 90],
    ];
    const outcome = understandAndDecide(
      ocrLinesOf(lines.map(([text, confidence]) => ({ text, confidence }))),
      jobOf('covid_vaccination', { valid_on: '2026-11-21' }),
    );
    expect(outcome.issues).not.toContain('not enough doses');
    expect(outcome.issues).toContain('invalid extraction');
    expect(outcome.decision).toBe('flagged');
    expect(outcome.confidence).toBeLessThan(60);
  });
});

describe("a vaccination booklet's COVID-19 page whose footnote lists the products", () => {
  it("takes the dose's product from its own row, not from the footnote's list", () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'COVID-19 VACCINE (SARS-CoV-2)',
          "Name: Katherine O'Brien Date of birth 02/28/1990",
          'Dose Vaccine (brand) Date Lot Site / stamp',
          '1st dose COVID-19 Vaccine Janssen Lot 1808609 Harbor Health Center',
          'Rows for a second dose and a booster left blank',
          'Primary series: two doses (Pfizer-BioNTech, AstraZeneca, Moderna) or a single dose (Janssen).',
        ),
      ),
      jobOf('covid_vaccination', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data).toMatchObject({ doses: [{ manufacturer: 'janssen' }] });
    expect(outcome.issues).not.toContain('not enough doses');
  });
});

describe('a row of brands with the one given ringed, and a signed attestation after the doses', () => {
  const form = (dose1: string, dose2: string) =>
    doc(
      'COVID-19 VACCINATION ATTESTATION',
      "NAME (LAST, FIRST MI) O'Brien, Katherine A.   DATE OF BIRTH 28 Feb 1990",
      '2. Doses received',
      'Dose  Vaccine brand (circle)  Date  Clinic / city',
      dose1,
      dose2,
      'Booster / additional  Pfizer-BioNTech Moderna Novavax J&J / Janssen AstraZeneca Other',
      '3. Attestation',
      'I attest that the information above is true and that the attached copy is of my own record.',
      "Signature Katherine O'Brien  Date 9 Nov 2026",
    );
  const unticked = 'Pfizer-BioNTech Moderna Novavax J&J / Janssen AstraZeneca Other';

  it('reads the ringed brand as the dose, and the rows left empty and the signing date as no doses', () => {
    const out = understandAndDecide(
      readOf(
        form(
          'Dose 1  Pfizer-BioNTech Moderna Novavax [x] J&J / Janssen AstraZeneca Other  13 May 2021  Harbour Clinic',
          `Dose 2  ${unticked}`,
        ),
      ),
      jobOf('covid_vaccination'),
    );
    const doses = (out.data as { doses: Array<{ manufacturer: string; date: string }> }).doses;
    expect(doses.map((d) => [d.manufacturer, d.date])).toEqual([['janssen', '2021-05-13']]);
    expect(out.decision).toBe('accepted');
  });

  it('reads a ringed "Other" among the brands as another maker\'s product', () => {
    const out = understandAndDecide(
      readOf(
        form(
          'Dose 1  Sinovac Pfizer-BioNTech Moderna Novavax J&J / Janssen AstraZeneca [x] Other  15 Mar 2021  Centro Norte',
          'Dose 2  AstraZeneca [x] Other  Sinovac Pfizer-BioNTech Moderna  16 Apr 2021  Centro Norte',
        ),
      ),
      jobOf('covid_vaccination'),
    );
    const doses = (out.data as { doses: Array<{ manufacturer: string }> }).doses;
    expect(doses.map((d) => d.manufacturer)).toEqual(['other', 'other']);
    expect(out.issues).toEqual(['unsupported manufacturer']);
  });
});

describe("a visit note's dose row whose date wrapped below its other cells", () => {
  const note = (wrapped: string) =>
    doc(
      'PROGRESS NOTE - Nurse Visit',
      "PATIENT O'Brien, Katherine   DOB 02/28/1990",
      'Immunizations administered',
      'Vaccine  Dose / route / site  Manufacturer  Lot#  Lot exp.  Administered',
      'Influenza, trivalent, inj. | 0.5 mL IM L deltoid  GlaxoSmithKline  PB6419M  03/2027 | Dana Feld, RN |',
      'given PM',
      wrapped,
      'Immunization history',
      '09/08/2025 Influenza, trivalent, inj. Outside record',
    );

  it('reads the date on the short line under the row as the dose date', () => {
    const out = understandAndDecide(
      readOf(note('{ 09/18/2026 -')),
      jobOf('flu_vaccination', { valid_on: '2026-11-21' }),
    );
    const dates = (out.data as { vaccinations: Array<{ date: string | null }> }).vaccinations.map(
      (v) => v.date,
    );
    expect(dates).toContain('2026-09-18');
    expect(out.issues).not.toContain('vaccination outside season');
  });

  it('takes no date from a line that is a sentence', () => {
    const out = understandAndDecide(
      readOf(note('Patient to return on 09/18/2026 for the annual visit and review.')),
      jobOf('flu_vaccination', { valid_on: '2026-11-21' }),
    );
    const dates = (out.data as { vaccinations: Array<{ date: string | null }> }).vaccinations.map(
      (v) => v.date,
    );
    expect(dates).not.toContain('2026-09-18');
  });
});

describe("a staff flu log released for one person, the others' names removed", () => {
  const log = doc(
    'EMPLOYEE INFLUENZA VACCINATION LOG   2026-2027 SEASON',
    'Emp. no. Employee (Last, First) Dept / shift Hire date Status Date given / declined Vaccine / product Lot Site Given by',
    'Maint. 09/22/2022 V 10/27/2025 Fluarix RY5670 RD KM',
    'CNA / eves 09/20/2010 V 11/02/2025 Fluarix NL8084 LD DT',
    'Dietary 11/19/2012 V 10/11/2025 Flucelvax PZ3976 LD JW',
    "A5988 O'Brien, Katherine Agency RN / days 06/01/2026 V 09/27/2026 Fluzone Lot UT7346 LD Dana Feld, RN",
    'Activities 12/03/2011 V 10/09/2025 Afluria NN1591 RD RS',
  );

  it("reads the person's own row, and its given date rather than the hire date", () => {
    const out = understandAndDecide(readOf(log), jobOf('flu_vaccination', { valid_on: '2026-11-21' }));
    const dates = (out.data as { vaccinations: Array<{ date: string | null }> }).vaccinations.map(
      (v) => v.date,
    );
    expect(dates).toEqual(['2026-09-27']);
    expect(out.issues).not.toContain('vaccination outside season');
  });
});

describe('a dose row with an earlier date in another column and no header read', () => {
  it('takes the date in the cell before the product', () => {
    const out = understandAndDecide(
      readOf(
        doc(
          'EMPLOYEE INFLUENZA VACCINATION LOG - 2026-2027 SEASON',
          "14 A7174 O'Brien, Katherine Agency RN / nights 06/29/2026 V 11/13/26 Fluzone XS7574 LD Dana Feld, RN",
        ),
      ),
      jobOf('flu_vaccination', { valid_on: '2026-11-21' }),
    );
    const dates = (out.data as { vaccinations: Array<{ date: string | null }> }).vaccinations.map(
      (v) => v.date,
    );
    expect(dates).toEqual(['2026-11-13']);
  });
});

describe("a patient portal's download, immunizations told field by field", () => {
  const portal = (...entries: string[]) =>
    understandAndDecide(
      readOf(
        doc(
          'My Health Information - Download Report',
          "Name O'BRIEN, KATHERINE ANNE",
          'Date of birth 02/28/1990',
          'Immunizations Source: VHN',
          'Immunization TDAP',
          'Date received 10/21/2025',
          'Location SAVANNAH OUTPATIENT CLINIC',
          'Comments MFR: GLAXOSMITHKLINE - LOT: RQ4L5B - ADMIN BY S VARGA RN',
          ...entries,
          'Vitals (most recent) Source: VHN',
          'Blood pressure 126/70 (05/06/2026)',
        ),
      ),
      jobOf('covid_vaccination', { valid_on: '2026-11-21' }),
    );
  type Dose = { date: string | null; manufacturer: string | null; administrator: { name: string | null } };
  const doses = (out: ReturnType<typeof portal>) => (out.data as { doses: Dose[] }).doses;

  it('reads each entry from its own fields, the maker named in its comment line', () => {
    const out = portal(
      'Immunization COVID-19 VACCINE, VECTOR-NR, RS-AD26, PF, 0.5 ML',
      'Date received 04/23/2021',
      'Location LAKESHORE MEDICAL CENTER',
      'Comments MFR: JANSSEN PRODUCTS, LP - LOT: 353104 - ADMIN BY S VARGA RN',
      'Immunizations Source: Self-entered',
      'Immunization Covid booster - Moderna (bivalent)',
      'Date received 12/03/2022',
      'Where given / provider Bellwether Drug #14, pharmacist',
    );
    expect(doses(out).map((d) => [d.date, d.manufacturer])).toEqual([
      ['2021-04-23', 'janssen'],
      ['2022-12-03', 'moderna'],
    ]);
    expect(out.decision).toBe('accepted');
  });

  it("takes no administrator from the next field's caption under a blank one", () => {
    const out = portal(
      'Immunizations Source: Self-entered',
      'Immunization',
      'Moderna covid shot 1',
      'Date received 04/21/2021',
      'Method Injection',
      'Where given / provider',
      'Reaction',
      'Immunization',
      'Moderna covid shot 2',
      'Date received 05/21/2021',
      'Method Injection',
      'Where given / provider',
      'Reaction',
    );
    expect(doses(out).map((d) => d.administrator.name)).toEqual([null, null]);
    expect(out.issues).toContain('missing dose administrator');
  });
});

describe("a drive-through clinic's card: one row per person in the car, the vaccine's kind ringed", () => {
  const card = (
    holderRow: string,
    otherRow: string,
    reason = '[ ] Medical [ ] Religious [ ] Personal / other',
  ) =>
    doc(
      'Community Drive-Thru Flu Clinic · Fall 2026',
      'Mesa County Public Health October 14, 2026',
      'ONE ROW PER PERSON VACCINATED OR DECLINING',
      'Seat Name (Last, First) DOB Consent signed Vaccine given (ring one) Lot #',
      'Arm Vacc. initials',
      'Driver Castellano, Sofia 8/16/71 [x] [x] STANDARD HIGH-DOSE 65+ CELL-BASED DECLINED AF255N KD',
      holderRow,
      otherRow,
      `If DECLINED — Reason: ${reason}`,
      "Today's vaccinators: KD = Kendra Dorsey, RN · MW = Miguel Whitlock, LPN",
    );

  it("reads the holder's dose on the card's day, not another passenger's ringed DECLINED", () => {
    const out = understandAndDecide(
      readOf(
        card(
          "Front pass. O'Brien, Katherine 2/28/90 [x] [x] STANDARD HIGH-DOSE 65+ CELL-BASED DECLINED AF971R MW",
          'Rear R Saldaña, Luis 10/2/96 [x] STANDARD HIGH-DOSE 65+ CELL-BASED [x] DECLINED',
        ),
      ),
      jobOf('flu_vaccination'),
    );
    expect(out.data.record_type).toBe('immunization_record');
    expect(out.data.vaccinations).toMatchObject([{ date: '2026-10-14', lot: 'AF971R' }]);
    expect(out.issues).not.toContain('declination not allowed');
  });

  it('reads a ring that OCR read as brackets around DECLINED, a consent tick before the row', () => {
    const out = understandAndDecide(
      ocrLinesOf(
        card(
          "Front pass. O'Brien, Katherine 2/28/90 [x] STANDARD HIGH-DOSE 65+ CELL-BASED (DECLINED)",
          'Driver Castellano, Sofia 8/16/71 [x] STANDARD HIGH-DOSE 65+ CELL-BASED DECLINED AF255N KD',
          '[x] Medical [ ] Religious [ ] Personal / other',
        )
          .split('\n')
          .map((text) => ({ text, confidence: 88 })),
      ),
      jobOf('flu_vaccination'),
    );
    expect(out.data.record_type).toBe('declination');
    expect(out.issues).toContain('declination not allowed');
  });

  it('marks the one option whose ring OCR read as brackets', () => {
    expect(ringedKind('Pass. 8/9/63 STANDARD <HIGH-DOSE 65+> CELL-BASED DECLINED AF12')).toBe(
      'Pass. 8/9/63 STANDARD <[x] HIGH-DOSE 65+> CELL-BASED DECLINED AF12',
    );
    expect(ringedKind('x [x] STANDARD HIGH-DOSE 65+ CELL-BASED (DECLINED)')).toBe(
      'x STANDARD HIGH-DOSE 65+ CELL-BASED ([x] DECLINED)',
    );
    // The tick stands before the ringed option itself, or no option carries a ring: nothing to move.
    expect(ringedKind('x [x] (STANDARD) HIGH-DOSE CELL-BASED DECLINED')).toBe(
      'x [x] (STANDARD) HIGH-DOSE CELL-BASED DECLINED',
    );
    expect(ringedKind('STANDARD HIGH-DOSE CELL-BASED DECLINED')).toBe(
      'STANDARD HIGH-DOSE CELL-BASED DECLINED',
    );
  });
});

describe("a military readiness system's immunization history", () => {
  type Dose = { date: string | null; manufacturer: string | null };
  const history = (...rows: string[]) =>
    doc(
      'INDIVIDUAL IMMUNIZATION HISTORY — ALL VACCINES   RUN: 05NOV2026 0803',
      "NAME: O'BRIEN, KATHERINE ANNE   DOB: 28FEB1990",
      'DOSE DATE GIVEN PRODUCT MFR LOT ADMIN SITE ADMIN BY SRC EXEMPT',
      'COVID-19',
      ...rows,
      'HEPATITIS A',
      '1 09OCT2013 HEP A, ADULT SKB YL9129 MEPS / RECEPTION BN ACCESSION H',
      'EXEMPT: MI = MEDICALLY IMMUNE - MT = MEDICAL, TEMPORARY - AR = ADMINISTRATIVE, REFUSAL - RE = RELIGIOUS',
    );

  it('reads each dose by its date run together and its maker by the MVX code', () => {
    const out = understandAndDecide(
      readOf(
        history(
          '1 29JAN2021 COVID-19, MRNA, LNP-S, PF, 100 MCG/0.5 ML MOD VS8548 JFHQ MED DET SGT M. OYELARAN M',
          '2 27FEB2021 COVID-19, MRNA, LNP-S, PF, 100 MCG/0.5 ML MOD RK2857 JFHQ MED DET SSG D. KIPPS M',
        ),
      ),
      jobOf('covid_vaccination'),
    );
    expect((out.data as { doses: Dose[] }).doses.map((d) => [d.date, d.manufacturer])).toEqual([
      ['2021-01-29', 'moderna'],
      ['2021-02-27', 'moderna'],
    ]);
    expect(out.data.record_type).not.toBe('declination');
    expect(out.decision).toBe('accepted');
  });

  it('takes a maker from one code in capitals only', () => {
    expect(manufacturerOf('2 27FEB2021 COVID-19, MRNA MOD RK2857')).toBe('moderna');
    expect(manufacturerOf('2 27FEB2021 COVID-19, MRNA PFR MOD RK2857')).toBeNull();
    expect(manufacturerOf('COVID-19 vaccine, mod. reaction')).toBeNull();
  });
});

describe("an information statement handed out with the dose's record on it", () => {
  it("takes the statement's edition date for no dose", () => {
    const out = understandAndDecide(
      readOf(
        doc(
          'Influenza vaccine can prevent influenza (flu).',
          'Vaccine Information Statement · Inactivated Influenza Vaccine · 8/6/2021 · 42 U.S.C. § 300aa-26',
          'OFFICE USE ONLY',
          '** IMMUNIZATION ADMINISTERED **',
          "PT: O'BRIEN, KATHERINE   DOB: 02/28/1990",
          'GIVEN: 10/16/2026 12:30',
          'FLUARIX 2026-2027 0.5 ML IM',
          'MFR: GSK   LOT: FX6326NN   EXP: 05/30/2027',
          'BY: VICTOR AMADI, RN',
        ),
      ),
      jobOf('flu_vaccination'),
    );
    expect(
      (out.data as { vaccinations: Array<{ date: string | null }> }).vaccinations.map((v) => v.date),
    ).not.toContain('2021-08-06');
    expect(out.issues).not.toContain('vaccination outside season');
  });
});
