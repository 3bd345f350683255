// Reading rules every credential shares, on documents written for these tests: dates told in words, a
// validity printed as a period, a card's month and two-digit year, a number stated in a sentence.
import { understandAndDecide } from '../../src/engines/document/index';
import { findDates, parseDate, shortMonthYear, toIso } from '../../src/engines/document/understanding/dates';
import { validityPeriod } from '../../src/engines/document/understanding/fields';
import { VALIDITY_PERIOD_CAPTIONS } from '../../src/engines/document/understanding/lexicon';
import { holderRowsOnly } from '../../src/engines/document/understanding/roster';
import { toTextDoc } from '../../src/engines/document/understanding/normalize';
import type { PlacedWord, RawLine } from '../../src/engines/document/understanding/normalize';
import { extractDob, extractHolderName } from '../../src/engines/document/understanding/names';
import type { Cell } from './helpers';
import { PERSON, doc, jobOf, placed, readOf } from './helpers';

describe('dates in words, day first', () => {
  it.each([
    ['examined her on the 28th of September, 2026.', '2026-09-28'],
    ['Given this 4th day of August 2026 at Galveston', '2026-08-04'],
    ['completed on the 1st of March in the year 2025', '2025-03-01'],
  ])('reads %s', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it('reads a year and month joined by a dot, not a decimal', () => {
    expect(findDates('2023.09 - present').map((d) => toIso(d))).toEqual(['2023-09-01']);
    expect(findDates('2026.11.03')[0]?.precision).toBe('day');
    expect(findDates('Mitogen 2020.5 IU')).toEqual([]);
  });

  it('does not take "the 3rd of the month" for a date', () => {
    expect(findDates('due on the 3rd of the month')).toEqual([]);
  });
});

describe("a card's month and two-digit year", () => {
  it('reads MM/YY as the month, at its end when it ends a validity', () => {
    const found = shortMonthYear('VALID THRU 09/27');
    expect(found && toIso(found, 'end')).toBe('2027-09-30');
  });

  it('leaves a full date or a score alone', () => {
    expect(shortMonthYear('09/27/2026')).toBeNull();
    expect(shortMonthYear('scored 45/50')).toBeNull();
  });
});

describe('a validity printed as a period', () => {
  it.each([
    ['Valid 01/2026 – 12/2027', '2026-01-01', '2027-12-31'],
    ['Valid from 9 May 2026 to 9 May 2031', '2026-05-09', '2031-05-09'],
    ['Effective: 03/01/2026 - 02/28/2027', '2026-03-01', '2027-02-28'],
  ])('reads %s', (line, start, end) => {
    expect(validityPeriod(['Holder: A. Person', line], VALIDITY_PERIOD_CAPTIONS)).toEqual({ start, end });
  });

  it('needs a caption and a joining word between the two dates', () => {
    expect(validityPeriod(['Placed 10/05/2026 read 10/07/2026'], VALIDITY_PERIOD_CAPTIONS)).toBeNull();
    expect(validityPeriod(['Valid 10/05/2026 and signed 10/07/2026'], VALIDITY_PERIOD_CAPTIONS)).toBeNull();
  });
});

describe('credentials whose fields are stated in words', () => {
  it("reads a badge's number, status and validity from a platform's letter", () => {
    const text = doc(
      'Harbor Lane Staffing',
      'November 3, 2026',
      "This letter confirms that Katherine O'Brien holds an active Harbor Lane credential badge, number",
      'HL-2026-0417, as a Registered Nurse. The badge is valid from February 2, 2026 through January 31, 2027.',
      'Sincerely,',
      'Jo Tran, Compliance Manager',
    );
    const out = understandAndDecide(readOf(text), jobOf('partner_health_badge', { valid_on: '2026-11-21' }));
    expect(out.data).toMatchObject({
      badge: { id: 'HL-2026-0417', status: 'active', expiration_date: '2027-01-31' },
    });
    expect(out.decision).toBe('accepted');
  });

  it("reads a wallet card's VALID THRU month", () => {
    const text = doc(
      'Corvane Health',
      'CLINICIAN PASS',
      '4021 7789 1203',
      "KATHERINE O'BRIEN",
      'RN VALID THRU 09/27',
    );
    const out = understandAndDecide(readOf(text), jobOf('partner_health_badge', { valid_on: '2026-11-21' }));
    expect(out.data).toMatchObject({ badge: { expiration_date: '2027-09-30' } });
  });

  it("reads an alcohol trainer's letter: date passed and number in sentences, validity from the rule", () => {
    const text = doc(
      'Quayside Hospitality Training',
      'Dear hiring manager,',
      "I am writing to confirm that Katherine O'Brien attended and passed my TIPS On-Premise course on the",
      '4th of August, 2026. Her certification number is 5519038 and the certification is valid for three years.',
      'Regards,',
      'Glen Ortiz, Certified TIPS Trainer',
    );
    const out = understandAndDecide(
      readOf(text),
      jobOf('alcohol_handler_certification', { valid_on: '2026-11-21' }),
    );
    expect(out.data).toMatchObject({
      certificate: { id: '5519038', issue_date: '2026-08-04', expiration_date: '2029-08-04' },
    });
    expect(out.decision).toBe('accepted');
  });

  it("reads a health department's letter: a sentence ends a caption's value, a denied program is no program", () => {
    const text = doc(
      'Lakemoor County Department of Public Health',
      'Re: Food worker card verification - OBRIEN, KATHERINE A',
      "This letter confirms that Katherine O'Brien passed the written examination administered by this office on",
      'the 8th of May 2026. Food Worker Card number FW-59-944571 was issued on that date. The card remains valid',
      'until the 8th of May 2029. It does not certify the holder as a certified food protection manager.',
      'Sincerely,',
      'Winifred Stroud, REHS',
    );
    const out = understandAndDecide(
      readOf(text),
      jobOf('food_handler_certification', { valid_on: '2026-11-21' }),
    );
    expect(out.data).toMatchObject({
      certificate: {
        id: 'FW-59-944571',
        issue_date: '2026-05-08',
        expiration_date: '2029-05-08',
        kind: 'handler',
      },
    });
    expect(out.decision).toBe('accepted');
  });

  it("reads a manager exam report's validity period", () => {
    const text = doc(
      'Candidate Score Report',
      "Candidate: Katherine O'Brien",
      'Exam: Certified Food Protection Manager',
      'PASS',
      'Certificate number: FPM-6620914',
      'Valid from 9 May 2026 to 9 May 2031',
      'Issued by: Keystone Food Safety Testing',
    );
    const out = understandAndDecide(
      readOf(text),
      jobOf('food_handler_certification', { valid_on: '2026-11-21' }),
    );
    expect(out.data).toMatchObject({
      certificate: { id: 'FPM-6620914', issue_date: '2026-05-09', expiration_date: '2031-05-09' },
    });
    expect(out.decision).toBe('accepted');
  });
});

describe('physical exams in visit notes and letters', () => {
  it('dates a discharge printout by its arrival and takes a "Signed:" caption as a signature', () => {
    const text = doc(
      'Bayfront Urgent Care - Discharge Summary',
      "Patient: KATHERINE O'BRIEN DOB: 28-FEB-90",
      'Arrived: 17-SEP-26 09:14 Discharged: 17-SEP-26 10:02',
      'Reason for visit: Employment physical',
      'Work note: Patient is cleared for employment, no restrictions.',
      'Provider: Kofi Mensah, PA-C',
      'Signed: K Mensah',
    );
    const out = understandAndDecide(readOf(text), jobOf('physical_exam', { valid_on: '2026-11-21' }));
    expect(out.data).toMatchObject({ exam_date: '2026-09-17', clearance: 'cleared' });
    expect(out.decision).toBe('accepted');
  });

  it('reads a letter stating the exam date in words and fitness without restriction', () => {
    const text = doc(
      'Cedar Bend Family Practice',
      'October 2, 2026',
      "Re: Katherine O'Brien, DOB 02/28/1990",
      "I performed a complete physical examination of Ms. O'Brien on the 28th of September, 2026. Based on my",
      'examination she is physically able to perform the duties of a home health aide without restriction.',
      'Sincerely,',
      'Helen Ruiz',
      'Helen Ruiz, DO',
    );
    const out = understandAndDecide(readOf(text), jobOf('physical_exam', { valid_on: '2026-11-21' }));
    expect(out.data).toMatchObject({ exam_date: '2026-09-28', clearance: 'cleared' });
    expect(out.decision).toBe('accepted');
  });
});

describe('lists of people: the row naming the person is theirs', () => {
  const roster = (holderRow: number) => {
    const rows = [
      '1 Omar Haddad 92% Pass 215500123456 10/14/2026 10/2028',
      '2 Lena Park 96% Pass 215500123458 10/14/2026 10/2028',
      '3 Ravi Menon 90% Pass 215500123459 10/14/2026 10/2028',
    ];
    rows.splice(holderRow, 0, "4 Katherine O'Brien 88% Pass 215500123457 10/14/2026 10/2026");
    return doc(
      'Course Completion Roster',
      'Course: BLS Provider Training Center: American Heart Association',
      '# Student Score Skills eCard code Issue date Renewal date',
      ...rows,
      'Instructor: Tom Reyes',
    );
  };

  it.each([0, 1, 3])('keeps the header and the row naming the person (row %i), not the others', (at) => {
    const kept = holderRowsOnly(toTextDoc(roster(at)), PERSON).lines;
    expect(kept).toEqual([
      'Course Completion Roster',
      'Course: BLS Provider Training Center: American Heart Association',
      '# Student Score Skills eCard code Issue date Renewal date',
      "4 Katherine O'Brien 88% Pass 215500123457 10/14/2026 10/2026",
      'Instructor: Tom Reyes',
    ]);
  });

  it("sets aside another person's row whose number cell was not read, once the page is a list", () => {
    const text = doc(
      'Alcohol Server Certification Log',
      '# Name Position Program Cert no. Certified Expires',
      '1 Omar Haddad Shift lead TABC Seller-Server ed 02/02/2026 02/02/2028',
      '2 Lena Park Shift lead TABC Seller-Server TX 609575 05/20/2026 05/20/2028',
      "3 Katherine O'Brien Bartender TABC Seller-Server TX 547212 07/03/2024",
      '4 Ravi Menon Server TABC Seller-Server TX 352608 07/01/2025 07/01/2027',
    );
    const kept = holderRowsOnly(toTextDoc(text), PERSON).lines;
    expect(kept).toEqual([
      'Alcohol Server Certification Log',
      '# Name Position Program Cert no. Certified Expires',
      "3 Katherine O'Brien Bartender TABC Seller-Server TX 547212 07/03/2024",
    ]);
  });

  it("reads the holder's number from a registry search listed surname first", () => {
    const text = doc(
      'Server Permit Public Search - results for "OBRIEN"',
      'Name (Last, First, MI) Permit No. Issued Expires on or before Status',
      'OBRIEN, MICHAEL J 77120455 2025.01.10 2028.01.10 Active',
      "O'BRIEN, KATHERINE A 77120918 2026.03.02 2029.03.02 Active",
      'OBRIEN, SEAN P 77119002 2024.06.21 2027.06.21 Inactive',
    );
    const kept = holderRowsOnly(toTextDoc(text), PERSON).lines;
    expect(kept).toHaveLength(3);
    expect(kept[2]).toContain('77120918');
  });

  it("leaves a registry record whose holder block has captions without colons: its rows are the holder's doses", () => {
    const text = doc(
      "Name O'BRIEN, KATHERINE A Date of birth 02/28/1990",
      'Vaccine Date administered Dose Manufacturer Lot number Administered by',
      'COVID-19, mRNA, LNP-S, PF, 100 mcg/0.5 mL (Moderna) 02/03/2021 1 of 2 Moderna US, Inc. 031L20A Riverbend Health',
      'COVID-19, mRNA, LNP-S, PF, 100 mcg/0.5 mL (Moderna) 03/03/2021 2 of 2 Moderna US, Inc. 024M20A Riverbend Health',
      'Tdap 05/14/2019 Sanofi Pasteur C5631AA Kettering Ridge Medical Center',
    );
    expect(holderRowsOnly(toTextDoc(text), PERSON).lines).toHaveLength(5);
  });

  it("keeps the holder's row whose name cell wrapped beside its values, and sets aside other wrapped rows", () => {
    // A line of words at height y; a name cell that wrapped has its second word a line lower.
    const row = (text: string, y: number, wrapAt = Infinity): RawLine => {
      let x = 40;
      const words = text.split(' ').map((w, i) => {
        const down = i >= wrapAt ? 10 : 0;
        const box = {
          text: w,
          x0: x,
          x1: x + 6 * w.length,
          y0: y + down,
          y1: y + 10 + down,
          confidence: 100,
        };
        x += 6 * w.length + 6;
        return box;
      });
      return { text, confidence: 100, words };
    };
    const kept = holderRowsOnly(
      toTextDoc([
        row('Employee Position Certificate type Program / issuer Juris. Cert. no. Issued Expires', 100),
        row('Ingrid Halvorsen Kitchen manager Food Protection Manager ServSafe Food Protection Manager', 115),
        row('NV P3287045 01/07/2026 01/07/2031', 120),
        row('Noor Haddad Server Food Handler ServSafe Food Handler NV Y8427003 03/24/2025 03/24/2028', 140),
        row("Katherine O'Brien", 160, 1),
        row('Line cook Food Handler County food handler card NV W2752021 02/08/2023 02/08/2026', 165),
        row('Observations: hand sink stocked.', 190),
      ]),
      PERSON,
    ).lines;
    expect(kept).toEqual([
      'Employee Position Certificate type Program / issuer Juris. Cert. no. Issued Expires',
      "Katherine O'Brien",
      'Line cook Food Handler County food handler card NV W2752021 02/08/2023 02/08/2026',
      'Observations: hand sink stocked.',
    ]);
  });

  it("keeps only the holder's block of a record listing people in blocks under their own headings", () => {
    const household = (holderFirst: boolean) => {
      const other = [
        'OMAR HADDAD DOB 2013-02-04 · Member ID 47596276',
        'Date Vaccine Manufacturer Lot Dose',
        '2021-05-22 COVID-19 mRNA (Comirnaty) Pfizer-BioNTech NQ6517 1',
        '2021-06-20 COVID-19 mRNA (Comirnaty) Pfizer-BioNTech HP4696 2',
      ];
      const holder = [
        "KATHERINE O'BRIEN DOB 1990-02-28 · Member ID 13563853",
        'Date Vaccine Manufacturer Lot Dose',
        '2021-04-24 COVID-19 mRNA (Spikevax) Moderna VZ3569 1',
        '2021-05-26 COVID-19 mRNA (Spikevax) Moderna YJ7062 2',
      ];
      return doc(
        'Household Immunization Summary',
        ...(holderFirst ? [...holder, ...other] : [...other, ...holder]),
        'Dates are shown as YYYY-MM-DD.',
      );
    };
    for (const first of [true, false]) {
      const out = understandAndDecide(readOf(household(first)), jobOf('covid_vaccination'));
      expect(out.data).toMatchObject({ doses: [{ manufacturer: 'moderna' }, { manufacturer: 'moderna' }] });
      expect((out.data as { doses: unknown[] }).doses).toHaveLength(2);
    }
  });

  it("reads the holder's status from a tick under the table's status column, other rows set aside", () => {
    const row = (y: number, name: string, badge: string, column: 'Active' | 'Inactive'): Cell[] => [
      [40, y, name],
      [240, y, 'RN'],
      [300, y, badge],
      [column === 'Active' ? 390 : 450, y, '[x]'],
      [520, y, '10/16/2027'],
    ];
    const outcome = understandAndDecide(
      placed([
        [40, 20, 'SHIFT CONFIRMATION - Relay Health staffing'],
        [40, 40, 'Each clinician holds a Relay Health credential badge.'],
        [40, 60, 'Clinician'],
        [240, 60, 'Role'],
        [300, 60, 'Badge no.'],
        [384, 60, 'Active'],
        [444, 60, 'Inactive'],
        [520, 60, 'Valid through'],
        ...row(80, 'Marisol B. Quintero-Vélez', '094-6250', 'Active'),
        ...row(100, 'Luis E. Saldaña', '636-9222', 'Active'),
        ...row(120, "Katherine A. O'Brien", '561-3665', 'Inactive'),
        ...row(140, 'José L. Núñez Ortega', '905-9714', 'Active'),
      ]),
      jobOf('partner_health_badge'),
    );
    expect(outcome.data.badge).toMatchObject({ id: '561-3665', status: 'inactive' });
    expect(outcome.issues).toContain('badge inactive');
  });

  it("sets aside another person's block whose heading OCR misread one caption of", () => {
    const text = doc(
      'Household Immunization Summary',
      'OMAR HADDAD DOB 1943-02-08 - Patient ID 35166146',
      'Date Vaccine Manufacturer Lot Dose',
      '2021-06-05 COVID-19 mRNA (Spikevax) Moderna ZM4369 1',
      "KATHERINE O'BRIEN DOB 1990-02-28 - Patient 1D 81248710",
      'Date Vaccine Manufacturer Lot Dose',
      '2021-06-06 COVID-19 ChAdOx1 (Vaxzevria) AstraZeneca EP5932 1',
      '2021-08-18 COVID-19 ChAdOx1 (Vaxzevria) AstraZeneca FI7726 2',
    );
    const kept = holderRowsOnly(toTextDoc(text), PERSON).lines;
    expect(kept.some((l) => l.includes('Moderna'))).toBe(false);
    expect(kept.filter((l) => l.includes('AstraZeneca'))).toHaveLength(2);
  });

  it('sets aside a row whose long name wrapped onto a line of its own once the document is a list', () => {
    const text = doc(
      'Employee Position Program Cert. no. Issued Expires',
      'Oluwaseun Adebayo-Bello',
      'Kitchen manager ServSafe Manager UT S7390313 02/24/2026 02/24/2031',
      "Katherine O'Brien Dishwasher ServSafe Food Handler UT E2769442 06/12/2025 06/12/2028",
      'Hannah Brightwater Barista County card UT A2934690 04/24/2026 04/24/2029',
      'Samuel Kowalczyk Barista County card UT F3782824 09/06/2024 09/06/2027',
    );
    const kept = holderRowsOnly(toTextDoc(text), PERSON).lines;
    expect(kept.some((l) => l.includes('S7390313'))).toBe(false);
    expect(kept.some((l) => l.includes('E2769442'))).toBe(true);
  });

  it('needs two other people before it calls rows of names and dates a list', () => {
    const text = doc(
      'Name Placed Read',
      "Katherine O'Brien 10/12/2026 10/14/2026",
      'Omar Haddad 10/12/2026 10/14/2026',
    );
    expect(holderRowsOnly(toTextDoc(text), PERSON).lines).toHaveLength(3);
  });

  it("takes one other person's row for another's when each row carries a number of its own", () => {
    const text = doc(
      'Holder Course Completed Valid thru Credential #',
      "Robert O'Brien BLS 5/21/2024 5/21/2026 0V3K39595",
      "Katherine O'Brien BLS 8/7/2025 8/7/2027 ON4BX4004",
    );
    expect(holderRowsOnly(toTextDoc(text), PERSON).lines).toHaveLength(2);
  });

  it('leaves a form whose lines carry captions as it is', () => {
    const text = doc(
      "Patient: Katherine O'Brien DOB: 02/28/1990",
      'Provider: Helen Ruiz Date: 09/28/2026',
      'Reviewer: Omar Haddad Date: 09/29/2026',
      'Nurse: Lena Park Date: 09/30/2026',
      'Fit for duty without restrictions',
      'Signature: Helen Ruiz',
    );
    const out = understandAndDecide(readOf(text), jobOf('physical_exam', { valid_on: '2026-11-21' }));
    expect(out.data).toMatchObject({ examiner: { name: 'Helen Ruiz' } });
  });
});

describe('a status printed as options', () => {
  const pass = (statusLine: string, goodThru = 'Good thru 2027.03.28') =>
    doc(
      'Harbor Lane Staffing',
      "KATHERINE O'BRIEN",
      'Pass no. PX-882-7437',
      'Status (system marked)',
      statusLine,
      'Issued 2026.03.29',
      goodThru,
    );
  const statusOf = (text: string) =>
    (
      understandAndDecide(readOf(text), jobOf('partner_health_badge', { valid_on: '2026-11-21' })).data as {
        badge: { status: unknown };
      }
    ).badge.status;

  it.each([
    ['[x] Active [ ] Inactive [ ] Suspended', 'active'],
    ['[ ] Active [x] Inactive [ ] Suspended', 'inactive'],
    ['[ ] Active IM Inactive [ ] Suspended', 'inactive'],
    ['Active Inactive Suspended', null],
  ])('reads %s as %s', (line, status) => {
    expect(statusOf(pass(line))).toBe(status);
  });

  it('does not give a blank "Good thru" the issue date printed under it', () => {
    const text = doc(
      'Harbor Lane Staffing CONTRACT CLINICIAN',
      'PHOTO RESPIRATORY THERAPIST Good thru',
      "KATHERINE O'BRIEN Issued 2026.07.17",
      'Pass no. PX-693-2075',
      '[x] Active [ ] Inactive [ ] Suspended',
    );
    const out = understandAndDecide(readOf(text), jobOf('partner_health_badge', { valid_on: '2026-11-21' }));
    expect(out.data).toMatchObject({ badge: { expiration_date: null, issue_date: '2026-07-17' } });
    expect(out.issues).toEqual(['missing expiration date']);
  });
});

describe('an opinion circled among printed choices', () => {
  const form = (choices: string) =>
    doc(
      'Health Care Provider Statement of Physical Fitness',
      "NAME (LAST, FIRST, MI) O'Brien, Katherine A DATE OF EXAMINATION 10/02/2026",
      'In my opinion the applicant is (circle one):',
      choices,
      'PROVIDER SIGNATURE Anders Lindgren',
      'Anders Lindgren, DO',
    );
  const clearanceOf = (choices: string) =>
    (
      understandAndDecide(readOf(form(choices)), jobOf('physical_exam', { valid_on: '2026-11-21' })).data as {
        clearance: unknown;
      }
    ).clearance;

  it.each([
    ['<FIT FOR ALL DUTIES FIT WITH LIMITATIONS (list below) NOT FIT AT THIS TIME', 'cleared'],
    [
      'FIT FOR ALL DUTIES (FIT WITH LIMITATIONS (list below) NOT FIT AT THIS TIME',
      'cleared_with_restrictions',
    ],
    ['FIT FOR ALL DUTIES FIT WITH LIMITATIONS (list below) @NOT FIT AT THIS TIME', 'not_cleared'],
    ['FIT FOR ALL DUTIES FIT WITH LIMITATIONS (list below) NOT FIT AT THIS TIME', null],
    ['RN - travel [x] FIT FOR ALL DUTIES FIT WITH LIMITATIONS (list below) NOT FIT AT THIS TIME', 'cleared'],
    ['p CEI FOR ALL DUTIES FIT WITH LIMITATIONS (list below) NOT FIT AT THIS TIME', null],
  ])('reads %s as %s', (choices, clearance) => {
    expect(clearanceOf(choices)).toBe(clearance);
  });

  it('flags a form whose choices were printed but none read as marked', () => {
    const out = understandAndDecide(
      readOf(form('FIT FOR ALL DUTIES FIT WITH LIMITATIONS (list below) NOT FIT AT THIS TIME')),
      jobOf('physical_exam', { valid_on: '2026-11-21' }),
    );
    expect(out.decision).toBe('flagged');
    expect(out.issues).toEqual(['missing clearance']);
  });
});

describe("the holder's name and birth date placed over their captions", () => {
  /** Words of a cell at (x, y), 6 units per character, 10 tall. */
  const cell = (x: number, y: number, text: string): PlacedWord[] => {
    let at = x;
    return text.split(' ').map((t) => {
      const w = { text: t, page: 0, x0: at, x1: at + 6 * t.length, y0: y, y1: y + 10, confidence: 100 };
      at += 6 * t.length + 6;
      return w;
    });
  };
  const words = [
    ...cell(40, 90, 'Margaret Abernathy'),
    ...cell(40, 102, 'Patient name / Nombre del paciente'),
    ...cell(300, 102, 'Vaccine given (mark one)'),
    ...cell(40, 120, '7/12/87'),
    ...cell(40, 132, 'Date of birth / Fecha de nacimiento'),
    ...cell(40, 160, 'Rosa Lind'),
    ...cell(40, 172, 'Provider name'),
  ];
  const lines = [
    'Patient name / Nombre del paciente Vaccine given (mark one)',
    'Date of birth / Fecha de nacimiento',
    'Provider name',
    'Margaret Abernathy',
    '7/12/87',
    'Rosa Lind',
  ];

  it('reads the name on the rule over its caption, never a provider name', () => {
    expect(extractHolderName(lines, false, words)).toBe('Margaret Abernathy');
    expect(extractHolderName(['Provider name'], false, words.slice(-3))).toBeNull();
  });

  it('reads the birth date over its caption, unless OCR read it poorly', () => {
    expect(extractDob(lines, words)).toBe('1987-07-12');
    const garbled = words.map((w) => (w.text === '7/12/87' ? { ...w, confidence: 40 } : w));
    expect(extractDob(lines.slice(0, 3), garbled)).toBeNull();
  });
});

describe('a badge checklist whose ringed status was not read', () => {
  const checklist = (ringed: string) =>
    understandAndDecide(
      readOf(
        doc(
          '[x] BrightRoster Clinical',
          'Partner Credentialing - clinician network',
          'CREDENTIAL REVIEW & BADGE ISSUANCE CHECKLIST',
          "Clinician (Last, First) O'BRIEN, KATHERINE A",
          'BADGE DETERMINATION',
          'Ring the badge status. An ON HOLD or INACTIVE badge may not be scheduled.',
          ...(ringed ? [ringed] : []),
          'ON HOLD',
          'INACTIVE',
          'Badge ID BRC-62583-C',
          'Badge issued 10/01/2026  Valid through 10/01/2027',
        ),
        85,
      ),
      jobOf('partner_health_badge', { valid_on: '2026-11-21', accepted_issuers: ['BrightRoster Clinical'] }),
    );

  it('reads no status from the options read apart nor from the instruction naming them', () => {
    const outcome = checklist('');
    expect(outcome.data.badge).toMatchObject({ status: null, issuer: 'BrightRoster Clinical' });
    expect(outcome.issues).not.toContain('badge inactive');
    expect(outcome.issues).not.toContain('unsupported issuer');
  });
});

describe('a card’s abbreviated issue caption', () => {
  it('reads "iss" beside its date as the issue date, and not inside a word', () => {
    const card = (line: string) =>
      understandAndDecide(
        readOf(
          doc(
            'HEALTH DEPARTMENT · FOOD HANDLER CARD',
            "KATHERINE O'BRIEN",
            'Card No. 15-894124',
            line,
            'Utah Code 26B-7-412 · valid statewide',
          ),
        ),
        jobOf('food_handler_certification', { valid_on: '2026-11-21' }),
      );
    expect(card('iss 1/13/2026 Exp 01/2029').data).toMatchObject({
      certificate: { issue_date: '2026-01-13', expiration_date: '2029-01-31' },
    });
    expect(card('iss 1/13/2026 Exp 01/2029').issues).toEqual([]);
    expect(card('Mississippi 1/13/2026 Exp 01/2029').issues).toContain('missing issue date');
  });
});
