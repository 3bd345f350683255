// Paper forms as a reviewer reads them: a flowsheet's doses in columns, characters written one per box,
// dates written YYYYMMDD, options beside tick boxes, and captions whose text is an instruction, not a value.
import { understandAndDecide } from '../../src/engines/document/index';
import { findDates, toIso } from '../../src/engines/document/understanding/dates';
import { cleanName } from '../../src/engines/document/understanding/names';
import { normaliseLine, toTextDoc } from '../../src/engines/document/understanding/normalize';
import { withoutDate } from '../../src/engines/document/understanding/index';
import type { Cell } from './helpers';
import { doc, jobOf, placed, readOf } from './helpers';

const MICHAEL = { first_name: 'Michael', last_name: 'Serrano' };

describe('an adult immunization flowsheet with a dose per column', () => {
  it('reads each dose of the COVID-19 row, so a two-dose Novavax series is complete', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Harbor Creek Family Practice ADULT IMMUNIZATION FLOWSHEET',
          'Name (Last, First, MI) Serrano, Michael Date of birth 09/11/1978',
          'Vaccine Dose 1 Dose 2 Dose 3 / booster Next due',
          'Td / Tdap  08/02/2020 Boostrix Lot TT234 GH  Td 2030',
          'Influenza (season)  09/11/2024 Flucelvax Lot GF952 DP  10/17/2026 Fluzone Lot CJ698 DP  each fall',
          'COVID-19 (mfr · lot)  11/20/2022 Novavax Lot Y543TZ GH  12/17/2022 Novavax Lot S255MP VS',
          'Initials / signature key',
          'GH Greta Halloran, RN   VS Vikram Sethi, PharmD   DP Derek Palomino, LPN',
        ),
      ),
      jobOf('covid_vaccination', { valid_on: '2026-11-21' }, MICHAEL),
    );
    expect(outcome.data).toMatchObject({
      doses: [
        { date: '2022-11-20', manufacturer: 'novavax', lot: 'Y543TZ' },
        { date: '2022-12-17', manufacturer: 'novavax', lot: 'S255MP' },
      ],
    });
    expect(outcome.issues).not.toContain('not enough doses');
  });

  it("gives each column the row's product when the row's label names it", () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Employee COVID-19 Vaccine Tracking',
          "Employee Katherine O'Brien  DOB 02/28/1990",
          'Product Dose 1 Dose 2',
          'Moderna  01/15/2021 Lot 011J20A  02/12/2021 Lot 012M20A',
        ),
      ),
      jobOf('covid_vaccination', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data).toMatchObject({
      doses: [
        { date: '2021-01-15', manufacturer: 'moderna', lot: '011J20A' },
        { date: '2021-02-12', manufacturer: 'moderna', lot: '012M20A' },
      ],
    });
  });

  it("reads who gave each dose after the dose's number in a registry row", () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'COVID-19 (SARS-COV-2) VACCINATIONS — MOST RECENT FIRST',
          "Patient O'BRIEN, KATHERINE  Birth date FEB 28 1990",
          'Date administered Vaccine (trade name) Manufacturer Lot Dose Provider / site',
          'JUL 15 2021  COMIRNATY  Pfizer-BioNTech (PFR)  ZJ8979  Dose 2 of 2  Snake River Family Medicine, Boise ID',
          'JUN 23 2021  COMIRNATY  Pfizer-BioNTech (PFR)  KV2526  Dose 1 of 2  Snake River Family Medicine, Boise ID',
        ),
      ),
      jobOf('covid_vaccination', { valid_on: '2026-11-21' }),
    );
    expect(outcome.issues).not.toContain('missing dose administrator');
    expect(outcome.decision).toBe('accepted');
  });

  it('keeps a registry row with a date entered after the dose as one dose', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'State Immunization Information System - Patient Record',
          'Patient: Michael Serrano DOB: 09/11/1978',
          'Vaccine Date given Lot Date entered',
          'COVID-19 Pfizer 03/02/2021 EL9261 03/05/2021',
          'COVID-19 Pfizer 03/23/2021 EN6201 03/25/2021',
        ),
      ),
      jobOf('covid_vaccination', { valid_on: '2026-11-21' }, MICHAEL),
    );
    expect(outcome.data).toMatchObject({
      doses: [{ date: '2021-03-02' }, { date: '2021-03-23' }],
    });
  });
});

describe('characters written one per box', () => {
  it('joins four or more single characters a space or two apart, and leaves ordinary words alone', () => {
    expect(normaliseLine('Employee last name S O K O  L  O  V')).toBe('Employee last name SOKOLOV');
    expect(normaliseLine('B7. eCard code 1 9 7 9 3 7 2 7 0 5 6 1')).toBe('B7. eCard code 197937270561');
    expect(normaliseLine('Date of birth 0 9 / 2 0 / 1 9 8 6')).toBe('Date of birth 09/20/1986');
    expect(normaliseLine('Plan A or B at 5 pm')).toBe('Plan A or B at 5 pm');
  });

  it("joins them when OCR read the boxes' walls as bars or brackets, and leaves a table's cells alone", () => {
    expect(normaliseLine('Last name D|E|S|H|P|A|N|DI|E First')).toBe('Last name DESHPANDE First');
    expect(normaliseLine('BIO|A|TIE|N|G KWAME')).toBe('BOATENG KWAME');
    expect(normaliseLine('Card no. |M|I|C|X|Y|W|T|7| issued')).toBe('Card no. MICXYWT7 issued');
    expect(normaliseLine('Class | issue date | Card | Expires')).toBe('Class | issue date | Card | Expires');
    expect(normaliseLine('Y | N')).toBe('Y | N');
  });
});

describe('dates written YYYYMMDD', () => {
  it('reads a date run together as a form that asks for YYYYMMDD writes it, but not inside a code', () => {
    expect(findDates('8. DATE OF EXAMINATION (YYYYMMDD) 20260811').map((d) => toIso(d))).toEqual([
      '2026-08-11',
    ]);
    expect(findDates('Licence MD-20260811')).toEqual([]);
    expect(findDates('Ref #20260811')).toEqual([]);
    expect(findDates('Member ID 20261399')).toEqual([]);
  });
});

describe('a two-page medical examination report with numbered items', () => {
  const REPORT = (determination: string) =>
    doc(
      'REPORT OF MEDICAL EXAMINATION Form MSU-88C',
      'Examiner: complete every item; enter dates as YYYYMMDD.',
      'WHITFIELD, AALIYAH RENEE 1. LAST NAME – FIRST NAME – MIDDLE NAME 2. DATE OF BIRTH (YYYYMMDD) 19931203',
      '8. DATE OF EXAMINATION (YYYYMMDD) 20260811',
      '9. EXAMINING FACILITY OR EXAMINER, AND ADDRESS LINDELL WORKWELL CLINIC 902 Lindell Blvd',
      "41. EXAMINER'S DETERMINATION (check one)",
      ...determination.split('\n'),
      '42. LIMITATIONS No lifting over 20 lb until 20261109.',
      '43. TYPED OR PRINTED NAME OF EXAMINER Renata Solberg-Ames 44. CREDENTIAL (RING ONE) [x] MD · DO · NP',
      '46. SIGNATURE OF EXAMINER R. Solberg-Ames 47. DATE SIGNED (YYYYMMDD) 20260813',
    );
  const AALIYAH = { first_name: 'Aaliyah', last_name: 'Whitfield', dob: '1993-12-03' };

  it('reads the exam date, the examiner named under her caption, and a clearance with limitations', () => {
    const outcome = understandAndDecide(
      readOf(
        REPORT(
          [
            'A [ ] Examinee is medically QUALIFIED for assignment without limitation.',
            'B [x] Examinee is QUALIFIED WITH THE LIMITATIONS listed in item 42.',
            'C [ ] Examinee is NOT medically qualified for assignment at this time.',
          ].join('\n'),
        ),
      ),
      jobOf('physical_exam', { valid_on: '2026-11-21' }, AALIYAH),
    );
    expect(outcome.data).toMatchObject({
      exam_date: '2026-08-11',
      clearance: 'cleared_with_restrictions',
      examiner: { name: 'Renata Solberg-Ames' },
      person: { dob: { status: 'match' } },
    });
  });
});

describe('a flu voucher whose pharmacy part was left without the immunizer', () => {
  it("takes neither the part's heading nor the site options for who gave the dose", () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Larkhaven Senior Living PART B — PHARMACY / IMMUNIZER COMPLETES (return to employee)',
          'Date administered 10/12/2026 Lot # MZ0562G',
          'Vaccine given (check one)',
          '[ ] Fluzone High-Dose [ ] Flucelvax [x] Fluarix',
          'Site (circle): L deltoid [x] R deltoid Nasal VIS given [x]',
          'Immunizer (print) & credentials',
          'FLU VACCINE VOUCHER 2026-27 Voucher no. FV26-811609',
          "Employee Katherine Anne O'Brien",
        ),
      ),
      jobOf('flu_vaccination', { valid_on: '2026-11-21' }),
    );
    expect(outcome.issues).toContain('missing administrator');
    expect(outcome.decision).toBe('flagged');
  });
});

describe('a telephone verification record of a partner badge', () => {
  const RECORD = (badgeNumber: string): Cell[] => [
    [40, 20, 'VERBAL / TELEPHONE VERIFICATION RECORD'],
    [40, 40, "Name (Last, First) O'BRIEN, KATHERINE"],
    [40, 60, 'Organization Marrowby Care Exchange'],
    [40, 80, '4. INFORMATION CONFIRMED BY SOURCE'],
    [40, 100, 'Badge / credential no.'],
    ...(badgeNumber ? [[220, 100, badgeNumber] as Cell] : []),
    [40, 120, 'Issued by (platform) Marrowby Care Exchange'],
    [40, 140, 'Status (ring one)'],
    [160, 140, '[x]'],
    [174, 140, 'ACTIVE'],
    [240, 140, 'INACTIVE'],
    [320, 140, 'EXPIRED'],
    [40, 160, 'Date issued 7/16/26'],
    [220, 160, 'Valid through / expires 07/15/2027'],
    [40, 180, 'Source reference / confirmation no. Ref 925275-J'],
  ];

  it('finds the badge number missing when its caption was left blank, whatever reference the call got', () => {
    const outcome = understandAndDecide(
      placed(RECORD('')),
      jobOf('partner_health_badge', { valid_on: '2026-11-21' }),
    );
    expect(outcome.issues).toContain('missing badge id');
    expect(outcome.data).toMatchObject({ badge: { id: null } });
  });

  it('reads a number printed far right of its caption, as a phone screen sets it', () => {
    const read = placed([
      [40, 20, 'ShiftWell'],
      [40, 40, "Katherine O'Brien"],
      [40, 60, 'ACTIVE'],
      [40, 80, 'Badge ID'],
      [700, 80, 'SW-7F3K-22918'],
      [40, 100, 'Issued Mar 1, 2026'],
      [40, 120, 'Expires Mar 1, 2027'],
    ]);
    // The screen's value sits lower than its caption, in a larger type: one line of text, not one row.
    const line = read.pages[0].lines[3];
    const words = line.words!.map((w) => (w.text.startsWith('SW-') ? { ...w, y0: 88, y1: 104 } : w));
    const lines = read.pages[0].lines.map((l, i) => (i === 3 ? { ...l, words } : l));
    const outcome = understandAndDecide(
      { ...read, pages: [{ ...read.pages[0], lines }] },
      jobOf('partner_health_badge', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data).toMatchObject({ badge: { id: 'SW-7F3K-22918' } });
    expect(outcome.issues).not.toContain('missing badge id');
  });

  it('reads the number written beside its caption', () => {
    const outcome = understandAndDecide(
      placed(RECORD('MCE-4471-20')),
      jobOf('partner_health_badge', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data).toMatchObject({ badge: { id: 'MCE-4471-20', status: 'active' } });
  });
});

describe('a status offered as options beside tick boxes', () => {
  it('is no caption of a date: the expiration is read from its own caption', () => {
    const outcome = understandAndDecide(
      placed([
        [40, 20, 'REQUEST FOR VERIFICATION OF FOOD HANDLER CARD'],
        [40, 40, "Record under name: O'Brien, Katherine"],
        [40, 60, 'Card type: [x] HANDLER'],
        [250, 60, 'Status: ACTIVE'],
        [350, 60, '[x]'],
        [372, 60, 'EXPIRED REVOKED'],
        [40, 80, 'Card no. JB-511931'],
        [250, 80, 'Date issued'],
        [372, 80, '02/04/2023'],
        [40, 100, 'Expiration date 02/04/2026'],
        [250, 100, 'Class / exam site Main office'],
      ]),
      jobOf('food_handler_certification', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data).toMatchObject({
      certificate: { issue_date: '2023-02-04', expiration_date: '2026-02-04' },
    });
    expect(outcome.issues).toContain('document expired');
  });
});

describe('a bilingual work-history form filled in boxes', () => {
  it('reads each job from its start and end captions, a current job ticked "Actualmente"', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'HOJA DE VIDA — FORMATO DE EXPERIENCIA LABORAL / RESUME — WORK HISTORY FORM',
          "Ruta Norte — Hoja de vida  Nombre / Name: Katherine Anne O'Brien",
          'Correo electrónico / E-mail katherine.obrien@correo.example  Teléfono celular / Mobile +57 359 555 0154',
          '1. EMPLEO ACTUAL O MÁS RECIENTE / CURRENT OR MOST RECENT JOB',
          'Empresa o entidad / Employer Clínica Los Almendros  Sector [x] PRIVADA / Private',
          'Fecha de ingreso / Start date (día · mes · año) 2 2  0 1  2 0 2 4  Fecha de retiro / End date (día · mes · año) [x] Actualmente / I work here now',
          'Cargo / Position Profesional de enfermería  Servicio / Unit UCI adultos / Adult ICU',
          '2. EMPLEO ANTERIOR / PREVIOUS JOB',
          'Empresa o entidad / Employer Hogar Geriátrico Amanecer  Sector [x] PRIVADA / Private',
          'Fecha de ingreso / Start date (día · mes · año) 1 6  0 4  2 0 2 2  Fecha de retiro / End date (día · mes · año) 0 8  1 2  2 0 2 3 [ ] Actualmente / I work here now',
          'Cargo / Position Profesional de enfermería  Servicio / Unit Cirugía general',
        ),
      ),
      jobOf('resume', { valid_on: '2026-11-21', required_keywords: ['ICU'], min_experience_months: 12 }),
    );
    expect(outcome.data).toMatchObject({
      work_history: [
        { start_date: '2024-01', end_date: null },
        { start_date: '2022-04', end_date: '2023-12' },
      ],
    });
    expect(outcome.decision).toBe('accepted');
  });
});

describe("an examiner's signature box left blank", () => {
  it('is unsigned, whatever words the caption goes on with or the remarks say', () => {
    const outcome = understandAndDecide(
      placed([
        [40, 20, 'REPORT OF MEDICAL EXAMINATION'],
        [40, 40, "Name of examinee O'Brien, Katherine"],
        [40, 60, 'Date of examination 10/28/2026'],
        [40, 80, 'Examinee is medically QUALIFIED for assignment without limitation.'],
        [40, 100, 'Typed or printed name of examiner Gareth Moorcroft, NP'],
        [40, 120, 'SIGNATURE'],
        [100, 120, 'OF EXAMINER'],
        [300, 120, '47. DATE SIGNED'],
        [40, 140, 'REMARKS Returned to agency — examiner signature missing.'],
      ]),
      jobOf('physical_exam', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data).toMatchObject({ examiner: { signature: 'not_present' } });
    expect(outcome.issues).toContain('missing examiner signature');
  });
});

describe('a handwritten holder name read a letter or two off', () => {
  const MARCUS = { first_name: 'Marcus', last_name: 'Delgado' };
  const LIAM = { first_name: 'Liam', last_name: 'McAllister' };
  const decide = (name: string, confidence: number) =>
    understandAndDecide(
      readOf(
        doc(
          'Keystone Per Diem Partners ANNUAL HEALTH UPDATE & ATTESTATION — page 2 of 2',
          `Employee name ${name}  Employee ID 99-2961`,
          'F. SEASONAL INFLUENZA VACCINATION  Flu season 2026-2027',
          'Date given 10/20/2026 Vaccine (brand) Fluarix Lot # PTT494A Given by Dana Whitlow, RN',
        ),
        confidence,
      ),
      jobOf('flu_vaccination', { valid_on: '2026-11-21' }, LIAM),
    );

  it('is the person on a scan, where the surname agrees and the given name is a misreading away', () => {
    const outcome = decide('Liw McAllister', 85);
    expect(outcome.data).toMatchObject({ person: { name: { status: 'match' } } });
    expect(outcome.issues).not.toContain('name mismatch');
  });

  it('is another person on a text layer, or where the given name is another one', () => {
    expect(decide('Liw McAllister', 100).issues).toContain('name mismatch');
    expect(decide('Nora McAllister', 85).issues).toContain('name mismatch');
  });

  it('is the person on a scan where the given name agrees and the surname is a misreading away', () => {
    const marcus = (name: string, confidence: number) =>
      understandAndDecide(
        readOf(
          doc(
            'OPERATOR LICENSE',
            `Name ${name}`,
            'License no. OL-26-1187   Issued 03/02/2026   Expires 06/30/2027',
            'Responsible beverage server training completed',
          ),
          confidence,
        ),
        jobOf('alcohol_handler_certification', { valid_on: '2026-11-21' }, MARCUS),
      );
    expect(marcus('MARCUS DELGAW', 85).data).toMatchObject({ person: { name: { status: 'match' } } });
    expect(marcus('MARCUS DELGAW', 85).issues).not.toContain('name mismatch');
    expect(marcus('MARCUS DELGAW', 100).issues).toContain('name mismatch');
    expect(marcus('MARCUS DOLAN', 85).issues).toContain('name mismatch');
  });
});

describe('a flu status offered as options to ring, the ring not read', () => {
  it('declines nothing: the dose recorded below it is the record', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          "Employee name Katherine O'Brien",
          'F. SEASONAL INFLUENZA VACCINATION  Flu season 2026-2027',
          'Status this season (ring one) RECEIVED DECLINED NOT YET — will submit by',
          'Date given 10/20/2026 Vaccine (brand) Fluarix Lot # PTT494A Given by Dana Whitlow, RN',
          'F2. If declined — tick the reason [ ] Medical contraindication [ ] Religious belief',
        ),
      ),
      jobOf('flu_vaccination', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data).toMatchObject({ record_type: expect.not.stringMatching('declination') });
    expect(outcome.issues).not.toContain('declination not allowed');
  });

  it('reads a ring on the first of several options printed without boxes as that option', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          "Employee name Katherine O'Brien",
          'F. SEASONAL INFLUENZA VACCINATION  Flu season 2026-2027',
          'Status this season [x] RECEIVED DECLINED NOT YET [ ] Exempt',
          'Date given 10/20/2026 Vaccine (brand) Fluarix Lot # PTT494A Given by Dana Whitlow, RN',
        ),
      ),
      jobOf('flu_vaccination', { valid_on: '2026-11-21' }),
    );
    expect(outcome.issues).not.toContain('declination not allowed');
    expect(outcome.data).toMatchObject({ vaccinations: [{ date: '2026-10-20' }] });
  });
});

describe('a clinic consent and administration form per dose, one per page', () => {
  const FORM = (date: string, dose: string): Cell[] => [
    [40, 20, 'COVID-19 VACCINE — SCREENING, CONSENT & ADMINISTRATION RECORD'],
    [40, 40, "Patient name Katherine O'Brien  Date of birth 02/28/1990"],
    [40, 60, 'Have you received a COVID-19 vaccine before? If yes, which? Pfizer-BioNTech Moderna Novavax'],
    [40, 80, 'FOR CLINIC USE ONLY'],
    [40, 100, '[ ] Pfizer-BioNTech [x] Moderna [ ] Novavax [ ] Janssen'],
    [40, 120, `Dose ${dose} [ ] Additional / booster`],
    [40, 140, `Lot 043L20A  Date administered ${date}  Route IM`],
    [40, 160, 'Vaccinator (print, credentials) Ama Owusu-Bekoe, LPN'],
  ];
  const pages = [placed(FORM('5/23/21', '[x] 1st [ ] 2nd')), placed(FORM('06/20/2021', '[ ] 1st [x] 2nd'))];
  const read = {
    ...pages[0],
    pages: pages.map((p, index) => ({ ...p.pages[0], index })),
    text: pages.map((p) => p.text).join('\f'),
  };

  it('reads a dose from each page, of the brand ticked rather than the first one a question lists', () => {
    const outcome = understandAndDecide(read, jobOf('covid_vaccination', { valid_on: '2026-11-21' }));
    expect(outcome.data).toMatchObject({
      doses: [
        { date: '2021-05-23', manufacturer: 'moderna', kind: 'primary' },
        { date: '2021-06-20', manufacturer: 'moderna', kind: 'primary' },
      ],
    });
    expect(outcome.issues).not.toContain('not enough doses');
  });
});

describe('option words where a name may stand', () => {
  it('are no holder name', () => {
    expect(cleanName('NEGPOS BY')).toBeNull();
    expect(cleanName('NEG POS')).toBeNull();
    expect(cleanName('Gabriel Oduya')).toBe('Gabriel Oduya');
  });
});

describe("a record whose doses are signed with initials spelled out in the page's key", () => {
  it("names each dose's giver from the flowsheet's initials key", () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Harbor Creek Family Practice ADULT IMMUNIZATION FLOWSHEET',
          'Name (Last, First, MI) Serrano, Michael Date of birth 09/11/1978',
          'Vaccine Dose 1 Dose 2 Dose 3 / booster Next due',
          'COVID-19 (mfr · lot)  11/20/2022 Novavax Lot Y543TZ GH  12/17/2022 Novavax Lot S255MP VS',
          'Initials / signature key',
          'GH Greta Halloran, RN   VS Vikram Sethi, PharmD   DP Derek Palomino, LPN',
        ),
      ),
      jobOf('covid_vaccination', { valid_on: '2026-11-21' }, MICHAEL),
    );
    expect(outcome.data).toMatchObject({
      doses: [{ administrator: { name: 'Greta Halloran' } }, { administrator: { name: 'Vikram Sethi' } }],
    });
    expect(outcome.issues).not.toContain('missing dose administrator');
    expect(outcome.decision).toBe('accepted');
  });

  it('reads a "Given-by key" whose initials stand before an equals sign', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'IMMUNIZATION ADMINISTRATION RECORD',
          'Patient Serrano, Michael DOB 09/11/1978',
          'Date given Vaccine Mfr Lot Dose Route Given by',
          '10/14/2026 Influenza, quadrivalent (Fluzone) Sanofi Pasteur UT8044AA 0.5 mL IM MT',
          'Given-by key: MT = Malik Thompson, LPN',
        ),
      ),
      jobOf('flu_vaccination', { valid_on: '2026-11-21' }, MICHAEL),
    );
    expect(outcome.data).toMatchObject({ vaccinations: [{ administrator: { name: 'Malik Thompson' } }] });
  });

  it('leaves initials that the key does not spell out unnamed', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Vaccine Dose 1 Dose 2',
          'COVID-19 (mfr · lot)  11/20/2022 Novavax Lot Y543TZ QX  12/17/2022 Novavax Lot S255MP QX',
          'Initials / signature key',
          'GH Greta Halloran, RN',
        ),
      ),
      jobOf('covid_vaccination', { valid_on: '2026-11-21' }, MICHAEL),
    );
    expect(outcome.issues).toContain('missing dose administrator');
  });
});

describe('a flowsheet row whose cells each take several lines, the dates on a line of their own', () => {
  const INGRID = { first_name: 'Ingrid', last_name: 'Halvorsen' };
  const SHEET = doc(
    'Saddleback Family Health',
    'ADULT IMMUNIZATION FLOWSHEET',
    'Name (Last, First, MI) Date of birth Chart #',
    'Halvorsen, Ingrid 10/10/1964 850702',
    'Vaccine Dose 1 Dose 2 Dose 3 / booster Dose 4 / booster Next due',
    '2/8/2018 Td 2028',
    'Boostrix',
    'Td / Tdap Lot HY748 VS',
    '10/2/2023 9/9/2024 10/22/2025 9/22/2026 each fall',
    'Flucelvax Afluria Afluria Afluria',
    'Influenza (season) Lot KM707 DP Lot MG886 DP Lot MW294 GH Lot DW237 DP',
    'Zoster (RZV)',
    '6/24/2021 8/2/2021',
    'COVID-19 Moderna Moderna',
    '(mfr lot) Lot 052J21A GH Lot 039R21A DP',
    'Initials / signature key',
    'GH | Greta Halloran, RN',
    'SADDLEBACK FAMILY HEALTH 36 Saddleback Way',
    'DP | Derek Palomino, LPN',
  );

  it("reads the COVID-19 row's dates from the line over its label, a dose per column", () => {
    const outcome = understandAndDecide(
      readOf(SHEET),
      jobOf('covid_vaccination', { valid_on: '2026-11-21' }, INGRID),
    );
    expect(outcome.data).toMatchObject({
      doses: [
        { date: '2021-06-24', manufacturer: 'moderna', lot: '052J21A' },
        {
          date: '2021-08-02',
          manufacturer: 'moderna',
          lot: '039R21A',
          administrator: { name: 'Derek Palomino' },
        },
      ],
    });
    expect(outcome.issues).not.toContain('not enough doses');
    expect(outcome.decision).toBe('accepted');
  });

  it("reads the influenza row's dates two lines over the label that carries its lots", () => {
    const outcome = understandAndDecide(
      readOf(SHEET),
      jobOf('flu_vaccination', { valid_on: '2026-11-21' }, INGRID),
    );
    expect(outcome.data).toMatchObject({ season: '2026-2027' });
    expect(outcome.decision).toBe('accepted');
  });
});

describe("an administration record with a column for the information statement's edition", () => {
  const record = (given: Cell[]) =>
    placed([
      [40, 20, 'IMMUNIZATION ADMINISTRATION RECORD'],
      [40, 40, 'Patient Serrano, Michael'],
      [300, 40, 'DOB 09/11/1978'],
      [40, 60, 'Date given'],
      [130, 60, 'Vaccine'],
      [330, 60, 'Lot'],
      [420, 60, 'VIS edition'],
      [520, 60, 'Given by'],
      ...given,
      [130, 80, 'Influenza, quadrivalent (Fluzone)'],
      [330, 80, 'QP8811R'],
      [420, 80, '08/06/2021'],
      [520, 80, 'MT'],
      [40, 120, 'Given-by key: MT = Malik Thompson, LPN'],
    ]);

  it('does not take the edition for the date given when the date given was written over two lines', () => {
    const outcome = understandAndDecide(
      record([
        [40, 80, 'Sep 18,'],
        [40, 92, ':2026'],
      ]),
      jobOf('flu_vaccination', { valid_on: '2026-11-21' }, MICHAEL),
    );
    expect(outcome.data).toMatchObject({ vaccinations: [{ date: '2026-09-18' }], season: '2026-2027' });
    expect(outcome.issues).not.toContain('vaccination outside season');
    expect(outcome.decision).toBe('accepted');
  });

  it('leaves the date unread rather than dating the dose by the edition when the date given is illegible', () => {
    const outcome = understandAndDecide(
      record([[40, 80, '(T6206 R']]),
      jobOf('flu_vaccination', { valid_on: '2026-11-21' }, MICHAEL),
    );
    expect(outcome.issues).not.toContain('vaccination outside season');
    expect(outcome.data).toMatchObject({ vaccinations: [{ date: null }] });
  });
});

describe('a flu record whose words about declining are not the person declining', () => {
  const flu = (...lines: string[]) =>
    understandAndDecide(readOf(doc(...lines)), jobOf('flu_vaccination', { valid_on: '2026-11-21' }));

  it('keeps a dated dose whose lot was not read when the form speaks of declination forms in general', () => {
    const outcome = flu(
      "Employee name Katherine O'Brien",
      'Seasonal influenza 2026-2027',
      'Date given 10/20/2026  Vaccine Fluarix  Given by Dana Whitlow, RN',
      'Declination forms are kept by Human Resources for three years.',
    );
    expect(outcome.issues).not.toContain('declination not allowed');
    expect(outcome.data).toMatchObject({ vaccinations: [{ date: '2026-10-20' }] });
  });

  it('still reads a person declining in prose as a declination', () => {
    const outcome = flu(
      "Employee name Katherine O'Brien",
      'Seasonal influenza 2026-2027',
      'I decline the influenza vaccine this season.  Date 10/20/2026',
    );
    expect(outcome.data).toMatchObject({ record_type: 'declination' });
  });

  it('reads a consent / declination form with a dated dose as the dose', () => {
    const outcome = flu(
      'INFLUENZA VACCINE CONSENT / DECLINATION FORM',
      "Employee name Katherine O'Brien   Season 2026-2027",
      'Administration: Date given 10/20/2026  Vaccine Flucelvax  Vaccinator Dana Whitlow, RN',
    );
    expect(outcome.data).toMatchObject({ record_type: expect.not.stringMatching('declination') });
    expect(outcome.issues).not.toContain('declination not allowed');
  });

  it('reads a form titled as a declination alone as a declination', () => {
    const outcome = flu(
      'INFLUENZA VACCINE DECLINATION',
      "Employee name Katherine O'Brien   Season 2026-2027",
      'Date 10/20/2026  Influenza vaccine',
    );
    expect(outcome.data).toMatchObject({ record_type: 'declination' });
  });
});

describe('the holder’s birth date, read apart from the fields', () => {
  const read = toTextDoc([
    { text: 'pane K KARIMI, AHMAD R {p08 1/6/1976 (50 y) MRN 4230393', confidence: 80 },
    { text: 'Date of birth 01/06/1976', confidence: 90 },
    { text: 'Influenza (Flucelvax) Seqirus  10/17/2026', confidence: 90 },
  ]);

  it('is blanked where no caption says it is a birth date', () => {
    const doc = withoutDate(read, '1976-01-06');
    expect(doc.lines[0]).not.toMatch(/1\/6\/1976/);
    expect(doc.lines[0]).toMatch(/KARIMI, AHMAD R \{p08 +\(50 y\)/);
    expect(doc.lines[1]).toBe('Date of birth 01/06/1976');
    expect(doc.lines[2]).toBe(read.lines[2]);
  });

  it('leaves a document without the date as it is', () => {
    expect(withoutDate(read, '1980-02-02')).toBe(read);
    expect(withoutDate(read, undefined)).toBe(read);
  });
});
