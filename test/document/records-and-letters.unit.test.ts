// Records of several entries where the latest decides, letters that name a status only as a condition,
// cover sheets in front of the document, and numbers that look like dates.
import type { PlacedWord } from '../../src/engines/document/understanding/normalize';
import { understandAndDecide } from '../../src/engines/document/index';
import { findDates } from '../../src/engines/document/understanding/dates';
import { rangesIn } from '../../src/engines/document/understanding/extractors/resume';
import { dateValue, valueByLayout } from '../../src/engines/document/understanding/layout-fields';
import type { Cell } from './helpers';
import { doc, jobOf, placed, readOf } from './helpers';

describe('an employee health card with one row per yearly exam', () => {
  const CARD = (lastDate: string, lastTicks: string): Cell[] => [
    [20, 10, 'EMPLOYEE HEALTH RECORD'],
    [20, 30, "O'BRIEN, Katherine A.   DOB 02/28/1990"],
    [20, 50, 'Date of exam'],
    [110, 50, 'Type'],
    [180, 50, 'Fitness for duty'],
    [480, 50, 'Examiner (print, credentials)'],
    [20, 70, '12/21/2024'],
    [110, 70, 'Annual'],
    [180, 70, '[ ] Fit [x] Fit w/ restrictions [ ] Not fit'],
    [480, 70, 'Arturo Bledsoe, MD'],
    [20, 90, lastDate],
    [110, 90, 'Annual'],
    [180, 90, lastTicks],
    [480, 90, 'Joanne Kessler, NP'],
  ];

  it('dates the exam by the latest row and takes that row’s opinion', () => {
    const outcome = understandAndDecide(
      placed(CARD('10/23/2026', '[x] Fit [ ] Fit w/ restrictions [ ] Not fit')),
      jobOf('physical_exam'),
    );
    expect(outcome.data).toMatchObject({ exam_date: '2026-10-23', clearance: 'cleared' });
    expect(outcome.issues).not.toContain('exam too old');
    expect(outcome.issues).not.toContain('restrictions present');
  });

  it('reads a latest row ticked "Fit w/ restrictions" as cleared with restrictions', () => {
    const outcome = understandAndDecide(
      placed(CARD('10/23/2026', '[ ] Fit [x] Fit w/ restrictions [ ] Not fit')),
      jobOf('physical_exam'),
    );
    expect(outcome.data).toMatchObject({ exam_date: '2026-10-23', clearance: 'cleared_with_restrictions' });
    expect(outcome.issues).toContain('restrictions present');
  });
});

describe('an employee health card whose yearly rows each wrap onto several lines', () => {
  // Each row holds its findings over three lines, so the rows' dates stand five lines apart.
  const row = (y: number, date: string, ticks: string, examiner: string): Cell[] => [
    [20, y, 'PRE-'],
    [110, y, 'No new conditions.'],
    [20, y + 16, date],
    [110, y + 16, 'Normal exam.'],
    [180, y + 16, ticks],
    [480, y + 16, examiner],
    [20, y + 32, 'EMPLOYMENT'],
    [110, y + 32, 'Cleared.'],
  ];
  const CARD: Cell[] = [
    [20, 10, 'EMPLOYEE HEALTH RECORD'],
    [20, 30, "O'BRIEN, Katherine A.   DOB 02/28/1990"],
    [20, 50, 'Date of exam'],
    [110, 50, 'Findings'],
    [180, 50, 'Fitness for duty'],
    [480, 50, 'Examiner (print, credentials)'],
    ...row(100, '04/06/2025', '[x] Fit [ ] Fit w/ restrictions [ ] Not fit', 'Grant Oyama, MD'),
    ...row(180, '10/23/2026', '[x] Fit [ ] Fit w/ restrictions [ ] Not fit', 'Joanne Kessler, NP'),
    [20, 260, 'Examiner signature: Joanne Kessler'],
  ];

  it('dates the exam by the latest row, however far apart the tall rows stand', () => {
    const outcome = understandAndDecide(placed(CARD), jobOf('physical_exam'));
    expect(outcome.data).toMatchObject({ exam_date: '2026-10-23', clearance: 'cleared' });
    expect(outcome.issues).not.toContain('exam too old');
  });
});

describe('a permit whose expiry cell under the header row was left blank', () => {
  it("does not take a clerk's date far down the column for the expiry", () => {
    const outcome = understandAndDecide(
      placed([
        [10, 10, 'County Health Department - Environmental Health'],
        [10, 25, 'FOOD HANDLER PERMIT'],
        [10, 40, "NAME O'Brien, Katherine"],
        [220, 40, 'PERMIT NO. 41-55852'],
        [10, 60, 'DATE ISSUED'],
        [120, 60, 'EXPIRES'],
        [220, 60, 'TEST SCORE'],
        [10, 75, '6/4/2024'],
        [220, 75, '92%'],
        [10, 95, 'Valid for three years from the date issued unless an expiration date is written above.'],
        [120, 200, 'Clerk: B. Ashdown 6/4/24'],
      ]),
      jobOf('food_handler_certification'),
    );
    expect(outcome.data.certificate).toMatchObject({
      issue_date: '2024-06-04',
      expiration_date: '2027-06-04',
    });
  });
});

describe('a table cell whose date wrapped onto a second line', () => {
  const word = (text: string, x0: number, y0: number, tall: number): PlacedWord => ({
    text,
    page: 0,
    x0,
    x1: x0 + text.length * 6,
    y0,
    y1: y0 + tall,
    confidence: 100,
  });

  it('joins the two parts even when a text layer gives boxes as tall as the line spacing', () => {
    // Boxes 23 tall, the second line starting 13 below the first: they overlap.
    const words = [
      word('Date', 20, 40, 10),
      word('of', 50, 40, 10),
      word('exam', 68, 40, 10),
      word('Type', 140, 40, 10),
      word('Findings', 220, 40, 10),
      word('12/21/2024', 20, 60, 23),
      word('Annual', 140, 60, 23),
      word('23-DEC-', 20, 95, 23),
      word('2025', 20, 108, 23),
      word('Annual', 140, 95, 23),
    ];
    expect(valueByLayout(words, /\bdate\s+of\s+exam\b/i, dateValue(), true)?.value).toBe('2025-12-23');
  });
});

describe('a badge renewal letter', () => {
  const LETTER = (status: string) =>
    doc(
      'ShiftWell Clinical Network',
      "Katherine O'Brien",
      'November 1, 2026',
      'Re: Your Partner Health Badge - renewal reminder',
      'Your badge remains active until the date shown.',
      'Badge No. Role Status Issued Valid through',
      'SW-040279 CNA Active 01/17/2026 01/17/2027',
      'BADGE WALLET STUB',
      `Valid thru 01/2027 Status at mailing: ${status}`,
      'The stub is not valid after the date shown or if your badge is',
      'suspended.',
    );

  it('reads "Status at mailing" and not the condition under which the stub lapses', () => {
    const outcome = understandAndDecide(readOf(LETTER('ACTIVE')), jobOf('partner_health_badge'));
    expect(outcome.data).toMatchObject({ badge: { status: 'active' } });
    expect(outcome.issues).not.toContain('badge inactive');
  });

  it('names no status by a condition, and still reads a status chip above a date in May', () => {
    const letter = doc(
      'ShiftWell Clinical Network',
      "Katherine O'Brien",
      'Badge No. SW-040279 Valid through 01/17/2027',
      'Your badge remains active until the date shown.',
      'The stub is not valid after the date shown or if your badge is',
      'suspended.',
    );
    const outcome = understandAndDecide(readOf(letter), jobOf('partner_health_badge'));
    expect(outcome.data).toMatchObject({ badge: { status: 'active' } });
    const chip = doc(
      'ShiftWell',
      "Katherine O'Brien",
      'Medical Assistant',
      'INACTIVE',
      'Badge ID SW-9A1B-30552',
      'Issued Nov 20, 2025',
      'Expires',
      'May 20, 2027',
    );
    expect(understandAndDecide(readOf(chip), jobOf('partner_health_badge')).issues).toContain(
      'badge inactive',
    );
  });

  it('still reads a suspension the letter states', () => {
    const outcome = understandAndDecide(readOf(LETTER('SUSPENDED')), jobOf('partner_health_badge'));
    expect(outcome.issues).toContain('badge inactive');
  });

  it('reads the role under its caption in the table header', () => {
    const outcome = understandAndDecide(
      placed([
        [20, 10, 'ShiftWell Clinical Network'],
        [20, 30, "Katherine O'Brien"],
        [20, 50, 'Badge No.'],
        [100, 50, 'Role'],
        [160, 50, 'Status'],
        [220, 50, 'Issued'],
        [300, 50, 'Valid through'],
        [20, 65, 'SW-040279'],
        [100, 65, 'CNA'],
        [160, 65, 'Active'],
        [220, 65, '01/17/2026'],
        [300, 65, '01/17/2027'],
      ]),
      jobOf('partner_health_badge'),
    );
    expect(outcome.data).toMatchObject({ badge: { holder_role: 'CNA' } });
  });

  const NAMED = (platform: string) =>
    doc(
      'PO Box 4471 · Aurora, CO 80012 · (720) 555-0114',
      "Katherine O'Brien",
      '7247 Kingsway',
      'Aurora, CO 80012',
      'November 12, 2026',
      'Re: Your Partner Health Badge - renewal reminder',
      `Your ${platform} badge was issued for two years and expires in 49 days.`,
      'Badge No. NOC-721965 Status: Active Valid through December 31, 2026',
    );

  it('takes an accepted platform the letter names for the issuer when no issuer caption was read', () => {
    const rules = { accepted_issuers: ['Nightingale OnCall', 'CareBridge Per Diem'] };
    const outcome = understandAndDecide(
      readOf(NAMED('Nightingale OnCall')),
      jobOf('partner_health_badge', rules),
    );
    expect(outcome.issues).toEqual([]);
    const other = understandAndDecide(readOf(NAMED('Lakeside Shifts')), jobOf('partner_health_badge', rules));
    expect(other.issues).toContain('unsupported issuer');
  });
});

describe('a recruiter’s submittal sheet in front of a resume', () => {
  const SUBMITTAL = doc(
    'CANDIDATE SUBMITTAL',
    'From: Alyssa Brandt, Senior Recruiter · (813) 555-0176 · alyssa@keelcompass.example',
    "Candidate O'BRIEN, KATHERINE Specialty Med/Surg",
    'Time off requested 12/23/26 - 1/14/27 (family)',
    "KATHERINE A. O'BRIEN Provo, UT | (385) 555-0189 | katherine.obrien@mail.example",
    'PROFESSIONAL EXPERIENCE',
    'Staff RN, Telemetry - Evergreen Medical Center, Madison, WI 03/25 - Present',
    'Staff RN, Telemetry - Ridgeview Hospital, Boise, ID 06/21-01/25',
  );

  it('takes no job from the time off asked for, and the holder’s own e-mail and telephone', () => {
    const outcome = understandAndDecide(readOf(SUBMITTAL), jobOf('resume', { valid_on: '2026-11-21' }));
    expect(outcome.issues).toEqual([]);
    expect(outcome.data).toMatchObject({
      contact: { email: 'katherine.obrien@mail.example', phone: '(385) 555-0189' },
      work_history: [
        { start_date: '2025-03', end_date: null },
        { start_date: '2021-06', end_date: '2025-01' },
      ],
    });
  });
});

describe('two month-and-year dates joined by a dash', () => {
  it('are a range, not a day "21-06/24" inside them', () => {
    expect(findDates('TN 06/21-06/24')).toEqual([]);
    expect(
      rangesIn('Knoxville, TN 06/21-06/24').map((r) => [r.start.year, r.start.month, r.end?.month]),
    ).toEqual([[2021, 6, 6]]);
    // A date after a lone dash is still a date.
    expect(findDates('exp. -3/4/2025')).toHaveLength(1);
  });
});

describe('a digital certificate whose code is capitals alone', () => {
  const EMAIL = (code: string) =>
    doc(
      'Subject: Your American Red Cross digital certificate is available',
      "Student O'BRIEN, KATHERINE A",
      'Course Basic Life Support (BLS)',
      'Issue Date 09/03/2026',
      'Expires 09/03/2028',
      `Certificate No. ${code}`,
      'Certificate issued by the American Red Cross through a Licensed Training Provider.',
    );

  it('takes the code after its caption for the certificate’s id', () => {
    const outcome = understandAndDecide(readOf(EMAIL('EERUSY-PFLJ')), jobOf('life_support_certification'));
    expect(outcome.data).toMatchObject({ certifications: [{ id: 'EERUSY-PFLJ' }] });
    expect(outcome.issues).toEqual([]);
  });

  it('does not take the words a blank field is filled with', () => {
    const outcome = understandAndDecide(readOf(EMAIL('NOT-ISSUED')), jobOf('life_support_certification'));
    expect(outcome.issues).toContain('missing id');
  });
});

describe('a certificate whose name line runs into the fine print beside it', () => {
  const CARD = (name: string) =>
    doc(
      'ServSafe Alcohol Primary',
      'This certifies that :',
      `: ${name} Duplicate - original dates apply. A certification is valid for three (3) :`,
      'completed ServSafe Alcohol Primary years from the original certification date',
      'Cert. No. 20465189',
      'Certified 05/10/2025 Expires 05/10/2028',
    );

  it('takes the name that opens the line for the holder', () => {
    const outcome = understandAndDecide(
      readOf(CARD('Samuel T. Kowalczyk')),
      jobOf('alcohol_handler_certification'),
    );
    expect(outcome.issues).toContain('name mismatch');
    const own = understandAndDecide(
      readOf(CARD("Katherine A. O'Brien")),
      jobOf('alcohol_handler_certification'),
    );
    expect(own.issues).not.toContain('name mismatch');
    expect(own.issues).not.toContain('name not present');
  });
});

describe('a COVID-19 vaccination letter that tells the doses in its sentences', () => {
  const SAMUEL = { first_name: 'Samuel', last_name: 'Kowalczyk', dob: '1998-08-03' };
  const letter = (...body: string[]) =>
    understandAndDecide(
      readOf(
        doc(
          'St. Brigid Regional Medical Center — Employee Health & Wellness',
          'November 14, 2026',
          'RE: Verification of COVID-19 Vaccination',
          'Employee: Samuel T. Kowalczyk',
          'Employee ID: 224013     Date of birth: August 3, 1998',
          'Samuel Kowalczyk has been employed by St. Brigid Regional Medical Center since July 25, 2018 and',
          ...body,
          'This letter is released with the employee’s written authorization dated November 7, 2026.',
        ),
      ),
      jobOf('covid_vaccination', { valid_on: '2026-11-21' }, SAMUEL),
    );

  it('reads each dose with its product, lot and vaccinator', () => {
    const outcome = letter(
      'completed the primary series of the Pfizer-BioNTech COVID-19 vaccine at our clinic: dose one on',
      'January 27, 2021, lot EH8916, given by Yvonne Bledsoe, RN, and dose two on February 18, 2021, lot',
      'EW9675, given by Terrence Gaskins, RN. The employee declined the updated dose offered on September 8, 2025.',
    );
    expect(outcome.data).toMatchObject({
      doses: [
        {
          date: '2021-01-27',
          manufacturer: 'pfizer',
          lot: 'EH8916',
          administrator: { name: 'Yvonne Bledsoe, RN' },
        },
        {
          date: '2021-02-18',
          manufacturer: 'pfizer',
          lot: 'EW9675',
          administrator: { name: 'Terrence Gaskins, RN' },
        },
      ],
    });
    expect(outcome.issues).toEqual([]);
  });

  it('does not take a date the letter says a dose was reported, scheduled or asked for as a dose', () => {
    const outcome = letter(
      'received one dose of the Pfizer-BioNTech COVID-19 vaccine on 11 January 2021 (lot EH5721), given by',
      'Calvin Mbeki, RN. The employee did not attend the second-dose appointment scheduled for 1 February 2021,',
      'and no second dose was reported by the employee on 3 March 2021 or found when the registry was searched.',
    );
    expect(outcome.data).toMatchObject({ doses: [{ date: '2021-01-11', lot: 'EH5721' }] });
    expect(outcome.issues).toContain('not enough doses');
  });

  it('does not take the day the records were received for a dose', () => {
    const outcome = letter(
      'completed the primary series of the Moderna COVID-19 vaccine: dose one on January 25, 2021 and dose',
      'two on February 27, 2021, at our staff vaccination clinic. The records we hold were received on',
      'October 2, 2026 from the state immunization registry, as the employee had asked us to do then.',
    );
    expect((outcome.data.doses as unknown[]).length).toBe(2);
  });

  it('reads a letter that states no vaccine and a religious exemption as a declination', () => {
    const outcome = letter(
      'currently works as a Patient Care Technician. The employee has not received any COVID-19 vaccine according',
      'to our records. On 21 September 2021 the employee submitted a signed request for a religious exemption',
      'from the COVID-19 vaccination requirement, citing sincerely held religious beliefs, which was approved.',
    );
    expect(outcome.data).toMatchObject({ record_type: 'declination', doses: [] });
    expect(outcome.issues).toContain('declination not allowed');
  });
});
