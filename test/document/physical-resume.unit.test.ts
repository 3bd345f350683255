import { understandAndDecide } from '../../src/engines/document/index';
import type { Cell } from './helpers';
import { doc, jobOf, ocrLinesOf, placed, readOf } from './helpers';

const EXAM = (
  o: { date?: string; opinion?: string; restrictions?: string; examiner?: string; signature?: string } = {},
) => [
  'Pre-Employment Physical Examination',
  "Employee Name: Katherine O'Brien",
  'Date of Birth: 02/28/1990',
  `Date of exam: ${o.date ?? '09/14/2026'}`,
  'Blood pressure: 118/76 Pulse: 72 Vision: 20/20',
  'Examiner opinion',
  ...(
    o.opinion ?? '[x] Cleared for duty without restrictions\n[ ] Cleared with restrictions\n[ ] Not cleared'
  ).split('\n'),
  `Restrictions: ${o.restrictions ?? 'None'}`,
  `Examiner name: ${o.examiner ?? 'Laura Chen, MD'}`,
  `Examiner signature: ${o.signature ?? 'Laura Chen'}`,
];
const WITH_RESTRICTIONS =
  '[ ] Cleared for duty without restrictions\n[x] Cleared with restrictions\n[ ] Not cleared';

const PHYSICAL: ReadonlyArray<readonly [string, string[], Record<string, unknown>, string[], string]> = [
  ['a signed clearance', EXAM(), {}, [], 'accepted'],
  ['no exam date', EXAM({ date: '' }), {}, ['missing exam date'], 'rejected'],
  // A caption with digits that make no date beside it: unread, not missing.
  ['an exam date that is no date', EXAM({ date: '19/31/2026' }), {}, ['invalid extraction'], 'flagged'],
  ['an exam older than a year', EXAM({ date: '09/01/2025' }), {}, ['exam too old'], 'rejected'],
  ['an exam older than the client allows', EXAM(), { max_age_days: 30 }, ['exam too old'], 'rejected'],
  [
    'no examiner',
    EXAM({ examiner: '', signature: '' }),
    {},
    ['missing examiner', 'missing examiner signature'],
    'rejected',
  ],
  ['no signature', EXAM({ signature: '' }), {}, ['missing examiner signature'], 'rejected'],
  [
    'not cleared',
    EXAM({
      opinion: '[ ] Cleared for duty without restrictions\n[ ] Cleared with restrictions\n[x] Not cleared',
    }),
    {},
    ['not cleared'],
    'rejected',
  ],
  [
    'restrictions',
    EXAM({ opinion: WITH_RESTRICTIONS, restrictions: 'No lifting over 25 lb' }),
    {},
    ['restrictions present'],
    'flagged',
  ],
  [
    'restrictions the client allows',
    EXAM({ opinion: WITH_RESTRICTIONS, restrictions: 'No lifting over 25 lb' }),
    { allow_restrictions: true },
    [],
    'accepted',
  ],
  [
    'no opinion',
    EXAM({
      opinion: '[ ] Cleared for duty without restrictions\n[ ] Cleared with restrictions\n[ ] Not cleared',
    }),
    {},
    ['missing clearance'],
    'flagged',
  ],
  [
    'a letter that clears the employee',
    [
      'Harbor Occupational Medicine',
      'Fitness for Duty - Physical Examination Report',
      "Patient Name: Katherine O'Brien",
      'Examination date: October 2, 2026',
      'The employee is medically cleared and able to perform the essential functions of the position.',
      'Examining physician: Marcus Bell, DO',
      'Signature: Marcus Bell',
    ],
    {},
    [],
    'accepted',
  ],
];

describe('physical_exam checks', () => {
  it.each(PHYSICAL)('%s', (_name, lines, rules, issues, decision) => {
    const outcome = understandAndDecide(readOf(doc(...lines)), jobOf('physical_exam', rules));
    expect([...outcome.issues].sort()).toEqual([...issues].sort());
    expect(outcome.decision).toBe(decision);
  });

  it('extracts exam, examiner and opinion', () => {
    const outcome = understandAndDecide(
      readOf(doc(...EXAM({ opinion: WITH_RESTRICTIONS, restrictions: 'No lifting over 25 lb' }))),
      jobOf('physical_exam'),
    );
    expect(outcome.data).toMatchObject({
      exam_date: '2026-09-14',
      examiner: { name: 'Laura Chen', credentials: 'MD', signature: 'present' },
      clearance: 'cleared_with_restrictions',
      restrictions: 'No lifting over 25 lb',
    });
  });
});

describe('physical_exam letters', () => {
  const LETTER = (closing: string[]) => [
    'Harbor Point Family Medicine',
    'September 20, 2026',
    "RE: Fitness for duty — Katherine O'Brien (DOB 02/28/1990)",
    "Ms. O'Brien was seen in our office on September 18, 2026 for a pre-employment physical examination.",
    'She is medically cleared for duty without restrictions.',
    'Sincerely,',
    ...closing,
  ];

  it('reads the exam date from the prose and the examiner from the signed closing', () => {
    const outcome = understandAndDecide(
      readOf(doc(...LETTER(['Ruth Okafor', 'Ruth Okafor, MD', 'Family Physician']))),
      jobOf('physical_exam'),
    );
    expect(outcome.data).toMatchObject({
      exam_date: '2026-09-18',
      examiner: { name: 'Ruth Okafor', credentials: 'MD', signature: 'present' },
      clearance: 'cleared',
    });
    expect(outcome.decision).toBe('accepted');
  });

  it('reads the date of service or encounter, and the examiner from a signature line', () => {
    const read = (...lines: string[]) => understandAndDecide(readOf(doc(...lines)), jobOf('physical_exam'));
    const dos = read(
      'PHYSICAL EXAMINATION REPORT',
      "Name O'Brien, Katherine",
      'DOS 10/14/2026',
      'The above individual is medically cleared to work.',
      'Provider signature: Dana Feld, MD',
    );
    expect(dos.data).toMatchObject({
      exam_date: '2026-10-14',
      examiner: { name: 'Dana Feld', credentials: 'MD', signature: 'present' },
    });
    expect(dos.decision).toBe('accepted');
    const encounter = read(
      'Encounter Summary',
      "Patient O'Brien, Katherine (F) 02/28/1990",
      'Encounter Date 2026-10-14',
      'Plan: cleared for work, no limitations',
      'Electronically signed by Dana Feld, PA-C 2026-10-14 16:02',
    );
    expect(encounter.data).toMatchObject({
      exam_date: '2026-10-14',
      examiner: { name: 'Dana Feld', credentials: 'PA-C', signature: 'present' },
    });
    expect(encounter.decision).toBe('accepted');
  });

  it('dates a form that gives no exam date by the date its examiner signed', () => {
    const read = (...lines: string[]) => understandAndDecide(readOf(doc(...lines)), jobOf('physical_exam'));
    const signed = read(
      'Annual Health Assessment',
      "Employee: Katherine O'Brien   DOB 02/28/1990",
      '[x] Fit for duty without restrictions',
      'Physician signature: Dana Feld, MD      Date: 10/14/2026',
    );
    expect(signed.data).toMatchObject({ exam_date: '2026-10-14' });
    expect(signed.issues).not.toContain('missing exam date');
    const undated = read(
      'Annual Health Assessment',
      "Employee: Katherine O'Brien   DOB 02/28/1990",
      '[x] Fit for duty without restrictions',
      'Physician signature: Dana Feld, MD',
    );
    expect(undated.issues).toContain('missing exam date');
  });

  it('takes the circled answer to a clearance question as the opinion', () => {
    const form = (answer: string) => [
      'Health Clearance for Clinical Placement',
      "Student name Katherine O'Brien   Date of birth 1990-02-28",
      'Date of physical examination 2026-10-25',
      'Is the student physically able to participate in clinical practice without restriction?',
      answer,
      'Provider Ruth Okafor, NP',
      'Signature /s/ Ruth Okafor',
    ];
    const yes = understandAndDecide(readOf(doc(...form('(circle) [x] YES NO'))), jobOf('physical_exam'));
    expect(yes.data).toMatchObject({ clearance: 'cleared' });
    expect(yes.decision).toBe('accepted');
    const no = understandAndDecide(readOf(doc(...form('(circle) YES [x] NO'))), jobOf('physical_exam'));
    expect(no.data).toMatchObject({ clearance: 'not_cleared' });
    // A ring OCR read as a bracket stuck to one option; an instruction in brackets is not an answer.
    for (const [line, clearance] of [
      ['(circle) (YES NO', 'cleared'],
      ['YES @NO', 'not_cleared'],
      ['(YES/NO)', null],
      ['(YES) (NO)', null],
    ] as const) {
      const read = understandAndDecide(readOf(doc(...form(line))), jobOf('physical_exam'));
      expect({ line, clearance: (read.data as { clearance: unknown }).clearance }).toEqual({
        line,
        clearance,
      });
    }
  });

  it('holds a letter with only a typed name under its closing as unsigned', () => {
    const outcome = understandAndDecide(
      readOf(doc(...LETTER(['Ruth Okafor, MD', 'Family Physician']))),
      jobOf('physical_exam'),
    );
    expect(outcome.issues).toContain('missing examiner signature');
  });
});

const RESUME = (o: { contact?: string; jobs?: string[] } = {}) => [
  "Katherine O'Brien, RN",
  o.contact ?? 'kate.obrien@mail.com | (614) 555-0142 | Columbus, OH',
  'Professional Summary',
  'Registered nurse with telemetry and long-term care experience. BLS, ACLS.',
  'Professional Experience',
  ...(o.jobs ?? [
    'Registered Nurse | St. Mary Medical Center | Jan 2024 – Present',
    'Staff Nurse - Telemetry | Riverside Health System | 03/2021 - 12/2023',
    'Certified Nursing Assistant | Oakwood Nursing Home | 2018 - 2020',
  ]),
  'Education',
  'Ohio State University - Bachelor of Science in Nursing (BSN), 2016',
];

const RESUMES: ReadonlyArray<readonly [string, string[], Record<string, unknown>, string[], string]> = [
  ['a continuous history', RESUME(), {}, [], 'accepted'],
  ['enough experience', RESUME(), { min_experience_months: 60 }, [], 'accepted'],
  [
    'too little experience',
    RESUME(),
    { min_experience_months: 120 },
    ['insufficient experience'],
    'rejected',
  ],
  [
    'no dated work history',
    RESUME({ jobs: ['Volunteer at the county hospital'] }),
    {},
    ['no work history'],
    'rejected',
  ],
  [
    'no recent experience',
    RESUME({ jobs: ['Registered Nurse | St. Mary Medical Center | 03/2019 - 12/2023'] }),
    { recent_within_months: 12 },
    ['no recent experience'],
    'rejected',
  ],
  ['a gap longer than allowed', RESUME(), { max_gap_months: 1 }, ['employment gap'], 'flagged'],
  ['a gap within the allowance', RESUME(), { max_gap_months: 3 }, [], 'accepted'],
  [
    'a missing keyword',
    RESUME(),
    { required_keywords: ['ICU', 'telemetry'] },
    ['missing required keyword'],
    'flagged',
  ],
  ['keywords present', RESUME(), { required_keywords: ['Telemetry', 'ACLS'] }, [], 'accepted'],
  [
    'a keyword present in its plural',
    RESUME({
      jobs: ['ICU Registered Nurse | St. Mary Medical Center | 03/2019 - Present — ventilators, CRRT'],
    }),
    { required_keywords: ['ventilator'] },
    [],
    'accepted',
  ],
  [
    'a keyword present only inside a longer word',
    RESUME({
      jobs: ['ICU Registered Nurse | St. Mary Medical Center | 03/2019 - Present — ventilatory care'],
    }),
    { required_keywords: ['ventilator'] },
    ['missing required keyword'],
    'flagged',
  ],
  ['no contact details', RESUME({ contact: 'Columbus, OH' }), {}, ['missing contact information'], 'flagged'],
  [
    'an end before its start',
    RESUME({
      jobs: [
        'Registered Nurse | St. Mary Medical Center | Jan 2024 – Present',
        'Staff Nurse | Riverside Health System | 12/2023 - 03/2021',
      ],
    }),
    {},
    ['inconsistent dates'],
    'flagged',
  ],
  [
    'a start after valid_on',
    RESUME({ jobs: ['Registered Nurse | St. Mary Medical Center | Jan 2027 – Present'] }),
    {},
    ['inconsistent dates'],
    'flagged',
  ],
];

describe('an employer results summary with a work-status determination', () => {
  const SUMMARY = (determination: string) =>
    readOf(
      doc(
        'EMPLOYER RESULTS SUMMARY - CONFIDENTIAL',
        "Employee  Name O'Brien, Katherine  Date of birth 02/28/1990",
        'Service Result Status Date completed',
        'Pre-placement physical examination Completed - see determination Complete 10/29/2026',
        'WORK STATUS DETERMINATION - pre-placement physical examination',
        determination,
        'Restrictions / accommodations: None',
        'Electronically signed by Kelsey Marchand, PA-C (NPI 1849582235) on 10/30/2026 9:38',
        'This summary gives the employer the work-status determination. Determinations: Qualified - meets the physical',
        'requirements of the position; Qualified with restrictions - may perform the position with the restrictions listed; Not qualified - does not meet the',
        'requirements; Determination pending - further information required.',
      ),
    );
  const read = (determination: string) =>
    understandAndDecide(SUMMARY(determination), jobOf('physical_exam', { valid_on: '2026-11-15' }));

  it('names the examiner who signed electronically, before the NPI in brackets', () => {
    expect(read('QUALIFIED').data).toMatchObject({
      clearance: 'cleared',
      examiner: { name: 'Kelsey Marchand', credentials: 'PA-C', signature: 'present' },
    });
    expect(read('QUALIFIED').decision).toBe('accepted');
  });

  it('reads the determination under its heading, not the legend that defines them', () => {
    expect(read('NOT QUALIFIED').data).toMatchObject({ clearance: 'not_cleared' });
    expect(read('DETERMINATION PENDING').data).toMatchObject({ clearance: null });
    expect(read('DETERMINATION PENDING').issues).toEqual(['missing clearance']);
  });
});

describe('resume checks', () => {
  it.each(RESUMES)('%s', (_name, lines, rules, issues, decision) => {
    const outcome = understandAndDecide(readOf(doc(...lines)), jobOf('resume', rules));
    expect([...outcome.issues].sort()).toEqual([...issues].sort());
    expect(outcome.decision).toBe(decision);
  });

  it('claims less than 60 when it rejects a resume only because it found no work history', () => {
    const outcome = understandAndDecide(
      readOf(doc(...RESUME({ jobs: ['Volunteer at the county hospital'] }))),
      jobOf('resume'),
    );
    expect(outcome.issues).toEqual(['no work history']);
    expect(outcome.confidence).toBeLessThan(60);
  });

  it('extracts history, gaps, total months, education and credentials', () => {
    const outcome = understandAndDecide(readOf(doc(...RESUME())), jobOf('resume'));
    expect(outcome.data).toMatchObject({
      contact: { email: 'kate.obrien@mail.com', phone: '(614) 555-0142' },
      work_history: [
        {
          employer: 'St. Mary Medical Center',
          title: 'Registered Nurse',
          start_date: '2024-01',
          end_date: null,
        },
        {
          employer: 'Riverside Health System',
          title: 'Staff Nurse - Telemetry',
          start_date: '2021-03',
          end_date: '2023-12',
        },
        {
          employer: 'Oakwood Nursing Home',
          title: 'Certified Nursing Assistant',
          start_date: '2018-01',
          end_date: '2020-12',
        },
      ],
      education: [
        {
          institution: 'Ohio State University',
          credential: 'Bachelor of Science in Nursing (BSN)',
          year: 2016,
        },
      ],
      gaps: [{ from: '2021-01', to: '2021-02', months: 2 }],
      total_experience_months: 35 + 34 + 36,
    });
    expect(outcome.data.credentials_mentioned).toEqual(expect.arrayContaining(['RN', 'BLS', 'ACLS', 'BSN']));
    expect((outcome.data.person as { name: { status: string } }).name.status).toBe('match');
  });
});

describe('fitness certificates: options printed in a row, boxes under them', () => {
  const CERTIFICATE = (marks: string, practitioner = 'Medical practitioner'): Cell[] => [
    [40, 20, 'CERTIFICATE OF MEDICAL FITNESS FOR EMPLOYMENT'],
    [40, 40, "Surname O'BRIEN"],
    [200, 40, 'Given names Katherine Anne'],
    [40, 60, 'Date of examination 09/14/2026'],
    [40, 80, 'In my opinion the person is: (tick one box)'],
    [40, 100, 'FIT'],
    [150, 95, 'FIT WITH'],
    [150, 105, 'RESTRICTIONS'],
    [300, 100, 'TEMPORARILY UNFIT'],
    [450, 100, 'UNFIT'],
    ...marks.split(' ').map((m, k): Cell => [[45, 165, 330, 460][k], 120, m === 'x' ? '[x]' : 'EMPTYBOX']),
    [40, 140, `${practitioner} Dr Lena Kovacs`],
    [40, 170, 'Signature'],
    [120, 170, 'L Kovacs', 24],
  ];

  /** The page with its empty boxes as the reader writes them, one token each. */
  const read = (marks: string) => {
    const page = placed(CERTIFICATE(marks));
    const lines = page.pages[0].lines.map((l) => ({
      ...l,
      text: l.text.replace(/EMPTYBOX/g, '[ ]'),
      words: l.words?.map((w) => (w.text === 'EMPTYBOX' ? { ...w, text: '[ ]' } : w)),
    }));
    return { ...page, pages: [{ ...page.pages[0], lines }] };
  };

  it('reads the box ticked under FIT as cleared, and names the medical practitioner as examiner', () => {
    const outcome = understandAndDecide(read('x o o o'), jobOf('physical_exam'));
    expect(outcome.data).toMatchObject({ clearance: 'cleared', examiner: { name: 'Dr Lena Kovacs' } });
    expect(outcome.issues).toEqual([]);
  });

  it('reads the box ticked under UNFIT as not cleared', () => {
    const outcome = understandAndDecide(read('o o o x'), jobOf('physical_exam'));
    expect(outcome.data).toMatchObject({ clearance: 'not_cleared' });
  });

  it('takes the printed choices for no opinion when no mark was read', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'CERTIFICATE OF MEDICAL FITNESS FOR EMPLOYMENT',
          "Surname O'BRIEN Given names Katherine Anne",
          'Date of examination 09/14/2026',
          'In my opinion the person is: (tick one box)',
          'FIT FIT WITH',
          'RESTRICTIONS',
          'TEMPORARILY UNFIT UNFIT',
          'Medical practitioner Dr Lena Kovacs',
          'Signature Dr Lena Kovacs',
        ),
      ),
      jobOf('physical_exam'),
    );
    expect(outcome.data).toMatchObject({ clearance: null });
    expect(outcome.issues).toContain('missing clearance');
    expect(outcome.issues).not.toContain('not cleared');
    expect(outcome.issues).not.toContain('name mismatch');
  });
});

describe("a driver medical examiner's determination", () => {
  const report = (ticked: number) =>
    understandAndDecide(
      readOf(
        doc(
          'MEDICAL EXAMINATION REPORT - STAFF WHO TRANSPORT CLIENTS',
          "Date of examination 09/14/2026   Employee: Katherine O'Brien   DOB: 02/28/1990",
          'SECTION 2 - EXAMINATION (completed by the medical examiner)',
          'MEDICAL EXAMINER DETERMINATION',
          ...[
            'Meets standards - qualifies for a 2-year certificate',
            'Meets standards with the following limitation(s): no lifting over 50 lb',
            'Does not meet standards (specify reason):',
          ].map((option, i) => `${i === ticked ? '[x]' : '[ ]'} ${option}`),
          'Examiner name Harold Bixby   Credential FNP-C',
          'Signature Harold Bixby   Date signed 09/15/2026',
        ),
      ),
      jobOf('physical_exam', { allow_restrictions: true }),
    );

  it('reads the one option whose box was lost as the marked one, its reason after a colon', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'MEDICAL EXAMINER DETERMINATION',
          "Employee: Katherine O'Brien   DOB: 02/28/1990   Date of examination 09/14/2026",
          '[ ] Meets standards - qualifies for a 2-year certificate',
          '[ ] Meets standards with the following limitation(s):',
          'Does not meet standards (specify reason): UNCONTROLLED SEIZURE DISORDER',
          '[ ] Determination pending - employee to return by: reason:',
          'Examiner name Harold Bixby   Credential FNP-C',
          'Signature Harold Bixby   Date signed 09/15/2026',
        ),
        90,
      ),
      jobOf('physical_exam'),
    );
    expect(outcome.data.clearance).toBe('not_cleared');
  });

  it('reads "meets standards" as cleared, with limitations as restricted, "does not meet" as not cleared', () => {
    expect(report(0).data).toEqual(
      expect.objectContaining({
        clearance: 'cleared',
        examiner: expect.objectContaining({ name: 'Harold Bixby', credentials: 'FNP-C' }),
      }),
    );
    expect(report(1).data.clearance).toBe('cleared_with_restrictions');
    expect(report(2).data.clearance).toBe('not_cleared');
  });
});

describe("an occupational health physician's fitness letter", () => {
  const letter = (opinion: string, ...closing: string[]) =>
    understandAndDecide(
      readOf(
        doc(
          'Liffey Workplace Health Services · 9th July 2026',
          "Surname O'BRIEN   Given names Katherine Anne   Date of birth 28/02/1990",
          'Dear Claire,',
          "I saw Katherine O'Brien for a pre-placement health assessment at our clinic on the second of July 2026. I",
          'reviewed the health questionnaire and carried out an examination.',
          opinion,
          'Yours sincerely,',
          ...closing,
        ),
      ),
      jobOf('physical_exam', { valid_on: '2026-11-21' }),
    );
  const SIGNED = [
    'Ranjit Sehgal',
    'Dr Ranjit Sehgal',
    'MB BCh BAO, LFOM',
    'Consultant Occupational Physician',
  ];

  it('reads the exam date in words, the examiner over his degrees, and "fit for the role"', () => {
    const out = letter(
      "In my opinion Katherine O'Brien is fit for the role described, without restrictions or adjustments.",
      ...SIGNED,
    );
    expect(out.data).toMatchObject({
      exam_date: '2026-07-02',
      clearance: 'cleared',
      examiner: { name: 'Ranjit Sehgal', credentials: 'MB BCh', signature: 'present' },
    });
    expect(out.decision).toBe('accepted');
  });

  it('reads "fit … with the following adjustments" as restricted', () => {
    const out = letter(
      "In my opinion Katherine O'Brien is fit for the role with the following adjustments: a phased start.",
      ...SIGNED,
    );
    expect(out.data.clearance).toBe('cleared_with_restrictions');
  });

  it('holds a report that says it has not been signed as unsigned', () => {
    const out = letter(
      "In my opinion Katherine O'Brien is fit for the role described.",
      'Dr Ranjit Sehgal',
      'MBBS, MFOM',
      'This report has been issued electronically and has not been signed.',
    );
    expect(out.issues).toEqual(['missing examiner signature']);
  });
});

describe('an examiner block left blank', () => {
  it("finds no examiner in a sentence's 'clinician's' nor in a row of captions, and no signature", () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Pre-placement Occupational Health Assessment',
          "Worker O'Brien, Katherine Anne Date of birth 1990-02-28",
          "The clinician's assessment is on page 2.",
          'Part C — Clinician assessment',
          '[x] Cleared without restriction',
          '[ ] Not cleared for the position',
          'Examiner',
          'Name Credentials',
          'NPI Date of examination 2026-07-22',
          'Signature',
          'Date signed',
        ),
      ),
      jobOf('physical_exam', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data).toMatchObject({
      examiner: { name: null, signature: 'not_present' },
      exam_date: '2026-07-22',
    });
    expect(outcome.issues).toEqual(['missing examiner', 'missing examiner signature']);
  });
});

describe('resume dates in columns', () => {
  const resume = (...lines: string[]) =>
    understandAndDecide(
      readOf(doc("Katherine O'Brien", 'katherine@mail.example', ...lines)),
      jobOf('resume', { valid_on: '2026-11-21' }),
    );

  it('reads a range wrapped at its dash onto the next line', () => {
    const out = resume(
      'PROFESSIONAL EXPERIENCE',
      'Certified Nursing Assistant - Mount Calder Regional Hospital, Provo, UT (09/2025 -',
      'Present)',
      '. Recorded vital signs and intake/output',
      'Certified Nursing Assistant - Ridgeview Assisted Living, Boise, ID (04/2022 - 10/2024)',
      'Certified Nursing Assistant - Brookhaven Memorial Hospital, Tacoma, WA (09/2020 -',
      '03/2022)',
    );
    expect(out.data.work_history).toEqual([
      expect.objectContaining({ start_date: '2025-09', end_date: null }),
      expect.objectContaining({ start_date: '2022-04', end_date: '2024-10' }),
      expect.objectContaining({ start_date: '2020-09', end_date: '2022-03' }),
    ]);
  });

  it('reads a tabular CV\'s "since 01/2025" as a post held to this day, and its training as no post', () => {
    const out = understandAndDecide(
      readOf(
        doc(
          'Curriculum Vitae',
          "Katherine O'Brien",
          'katherine@mail.example',
          'PROFESSIONAL EXPERIENCE',
          'since 01/2025 Registered Nurse, Orthopedics',
          'Bellmont Surgical Hospital, Tulsa, OK',
          'EDUCATION AND VOCATIONAL TRAINING',
          '10/2021 - 09/2024 Vocational training in general nursing - state examination',
        ),
      ),
      jobOf('resume', { valid_on: '2026-11-21', min_experience_months: 24 }),
    );
    expect(out.data.work_history).toEqual([
      expect.objectContaining({ start_date: '2025-01', end_date: null }),
    ]);
    expect(out.issues).toEqual(['insufficient experience']);
  });

  it('does not take a dated row of time between posts for a post', () => {
    const out = resume(
      'PROFESSIONAL EXPERIENCE',
      'since 10/2024 Relocation to the United States; NCLEX-RN preparation and credential recognition (not',
      'employed)',
      '09/2019 - 09/2024 Staff nurse, Neurology',
      'Klinikum Elbmarsch, Stade, Germany',
    );
    expect(out.data.work_history).toEqual([
      expect.objectContaining({ start_date: '2019-09', end_date: '2024-09' }),
    ]);
    // A post's "reason for leaving" column says why it ended, not that it was none.
    const exported = resume(
      'Employer Position Unit Dates Reason for leaving',
      'Sunridge Skilled Nursing, Mesa, AZ Registered Nurse Medical ICU Mar 2020 - Jan 2022 Relocation',
      'Harborpoint Dialysis Center, Savannah, GA Registered Nurse Dialysis Feb 2022 - Present',
    );
    expect(exported.data.work_history).toHaveLength(2);
  });

  it('reads a bio-data table: From and To columns, a duration column joined to the year, "| Till Date"', () => {
    const outcome = resume(
      'WORK EXPERIENCE',
      'S.No Hospital Designation Department From To Duration',
      '1 | Crescent Bay Specialty Hospital Senior Staff Nurse Emergency Department10.18.2020 07.04.20232 Years 6 Months',
      '2 | Gulf Oasis Medical Centre Charge Nurse Orthopaedic Ward 07.16.2023 | Till Date 3 Years 4 Months',
    );
    expect(outcome.data.work_history).toMatchObject([
      { start_date: '2020-10', end_date: '2023-07' },
      { start_date: '2023-07', end_date: null },
    ]);
    expect(outcome.decision).toBe('accepted');
  });

  it('takes a To date before its From date, under a From / To header, for inconsistent dates', () => {
    const outcome = resume(
      'WORK EXPERIENCE',
      'S.No Hospital Designation From To Duration',
      '1 | St. Alphonsa Mission Hospital Registered Nurse 08.10.2022 12.14.2020 2 Years',
      '2 | Emirates Palm Medical City Nursing Officer 09.05.2024 | Present 2 Years 2 Months',
    );
    expect(outcome.issues).toEqual(['inconsistent dates']);
  });

  it('reads Start and End columns printed side by side, oldest first, with "current"', () => {
    const outcome = resume(
      'Employment history (oldest first)',
      'Start End Facility Position',
      '2023-08 2025-08 Northstar Urgent Care Travel RN',
      '2025-08 current Ridgeview Assisted Living Registered Nurse',
    );
    expect(outcome.data.work_history).toMatchObject([
      { start_date: '2023-08', end_date: '2025-08' },
      { start_date: '2025-08', end_date: null },
    ]);
    expect(outcome.decision).toBe('accepted');
  });

  it('reads an application form’s From and To columns in MM/YY, and "to date" as current', () => {
    const outcome = resume(
      'EMPLOYMENT HISTORY — most recent first',
      'Employer / city Position From (MM/YY) To (MM/YY)',
      'Bellmont Surgical Hospital Licensed Practical Nurse 07/23 present',
      'Prairie Winds Hospice LPN 11/20 05/23',
      'Lakeland Home Health Services Registered Nurse May 2017 - to date',
    );
    expect(outcome.data.work_history).toMatchObject([
      { start_date: '2023-07', end_date: null },
      { start_date: '2020-11', end_date: '2023-05' },
      { start_date: '2017-05', end_date: null },
    ]);
  });

  it('reads dates under From / To and Start date / End date captions, on one line or two', () => {
    const outcome = resume(
      'WORK EXPERIENCE',
      'Ridgeview Assisted Living',
      'From: 01/2025 To: Present',
      'Hours per week: 36',
      'Charge Nurse',
      'Prairie Winds Hospice',
      'Start date: 12/2022',
      'End date: 06/2025',
      'Registered Nurse',
      'Covenant Hills Medical Center   Started Oct 2020   Ended: Oct 2022',
    );
    expect(outcome.data.work_history).toMatchObject([
      { start_date: '2025-01', end_date: null },
      { start_date: '2022-12', end_date: '2025-06' },
      { start_date: '2020-10', end_date: '2022-10' },
    ]);
    expect(outcome.decision).toBe('accepted');
  });

  it('does not take two dates side by side that run backwards for a range', () => {
    const outcome = resume('Experience', 'Staff Nurse, Mercy Hospital 2024-03 2019-06');
    expect(outcome.data.work_history).toEqual([]);
  });
});

describe('a resume sent by fax', () => {
  it("takes no contact from the fax machine's line, which carries the sender's number", () => {
    const lines = (contact: string) => [
      'NOV-14-2026 14:25 FROM: 281 555 1951 TO: CREDENTIALING P. 001/001',
      "Katherine O'Brien",
      contact,
      'Experience',
      'Registered Nurse, Lakeview Hospital, 03/2021 - Present',
    ];
    const bare = understandAndDecide(readOf(doc(...lines('Tacoma, WA'))), jobOf('resume'));
    expect(bare.data.contact).toEqual({ email: null, phone: null });
    const reachable = understandAndDecide(
      readOf(doc(...lines('Tacoma, WA · (253) 555-0148'))),
      jobOf('resume'),
    );
    expect(reachable.data.contact).toEqual({ email: null, phone: '(253) 555-0148' });
  });
});

describe('contact details as a scan or a fax reads them', () => {
  const contactOf = (line: string) =>
    understandAndDecide(readOf(doc(...RESUME({ contact: line }))), jobOf('resume')).data.contact;

  it('joins an e-mail address read with spaces around its "@" or after a dot of its domain', () => {
    expect(contactOf('Telephone 614 55 E-mail kate.obrien @ mail.com')).toMatchObject({
      email: 'kate.obrien@mail.com',
    });
    expect(contactOf('kobrien@nursing. org')).toMatchObject({ email: 'kobrien@nursing.org' });
  });

  it('reads a telephone number in international form, but not one whose last group was misread', () => {
    expect(contactOf('Mobile : +919941572712')).toMatchObject({ phone: '+919941572712' });
    expect(contactOf('Telephone +44 798722 914')).toMatchObject({ phone: '+44 798722 914' });
    expect(contactOf('Telefono +57 608 555 Ol6s')).toMatchObject({ email: null, phone: null });
  });
});

describe('a box marking the first of the opinions printed on its line', () => {
  const opinion = (line: string) =>
    understandAndDecide(readOf(doc(...EXAM({ opinion: line }))), jobOf('physical_exam'));

  it('reads the marked option only, not the options after it that share its line', () => {
    const outcome = opinion(
      '[x] FIT FOR ALL DUTIES   FIT WITH LIMITATIONS (list below)   NOT FIT AT THIS TIME',
    );
    expect(outcome.data).toMatchObject({ clearance: 'cleared' });
    expect(outcome.decision).toBe('accepted');
  });

  it('takes no opinion from the unmarked options when the marked one was misread', () => {
    const outcome = opinion(
      '[x] KIT FOR ALL DUTIES ~~ FIT WITH LIMITATIONS (list below) NOT FIT AT THIS TIME',
    );
    expect(outcome.data).toMatchObject({ clearance: null });
    expect(outcome.issues).not.toContain('not cleared');
    expect(outcome.decision).toBe('flagged');
  });

  it('still reads a marked option that begins with its negation', () => {
    const outcome = opinion('[ ] Fit for duty   [x] Not fit for duty at this time');
    expect(outcome.data).toMatchObject({ clearance: 'not_cleared' });
  });
});

describe('an exam date struck through with its correction written beside it', () => {
  it('flags the two dates for a person instead of rejecting the exam as too old on the first', () => {
    const outcome = understandAndDecide(
      readOf(doc(...EXAM({ date: '09/01/2025 09/01/2026' }))),
      jobOf('physical_exam'),
    );
    expect(outcome.issues).not.toContain('exam too old');
    expect(outcome.decision).toBe('flagged');
    expect(outcome.confidence).toBeLessThan(60);
  });

  it('still rejects an old exam whose line holds a row of dates', () => {
    const outcome = understandAndDecide(
      readOf(doc(...EXAM({ date: '09/01/2025 09/01/2026 09/03/2026' }))),
      jobOf('physical_exam'),
    );
    expect(outcome.issues).toContain('exam too old');
  });
});

describe('an application form whose handwritten employment rows were read poorly', () => {
  const form = (rows: ReadonlyArray<{ text: string; confidence: number }>) =>
    ocrLinesOf([
      { text: 'APPLICATION FOR EMPLOYMENT', confidence: 95 },
      { text: "Name (first, middle, last) Katherine Anne O'Brien   Phone (614) 555-0142", confidence: 90 },
      { text: 'EMPLOYMENT HISTORY — most recent first', confidence: 95 },
      { text: 'Employer / city   Position   From (MM/YY)   To (MM/YY)   Reason for leaving', confidence: 88 },
      ...rows,
      { text: 'EDUCATION, LICENCES AND CERTIFICATIONS', confidence: 95 },
      { text: 'School / program Nurse Aide Training Program   Year completed 2015', confidence: 90 },
      { text: 'E-mail kate.obrien@mail.com', confidence: 90 },
      { text: 'Signature Katherine O Brien', confidence: 90 },
    ]);

  it('flags it as unread, not as a history left empty, when a row holds written dates', () => {
    const out = understandAndDecide(
      form([{ text: 'Lk) ol Hvrn Rcsidnt Cae Aide 09/25 presentLota sill', confidence: 52 }]),
      jobOf('resume'),
    );
    expect(out.issues).toEqual(['invalid extraction']);
    expect(out.decision).toBe('flagged');
    expect(out.confidence).toBeLessThan(60);
  });

  it('still finds no work history where the rows hold no dates', () => {
    const out = understandAndDecide(form([{ text: 'none', confidence: 52 }]), jobOf('resume'));
    expect(out.issues).toEqual(['no work history']);
  });
});

describe('a photographed fitness certificate whose exam date caption was garbled', () => {
  const photo = (captionLine: string, confidence: number) =>
    ocrLinesOf([
      { text: 'CERTIFICATE OF MEDICAL FITNESS FOR EMPLOYMENT', confidence: 96 },
      { text: "Surname O'BRIEN Given names Katherine Anne", confidence: 95 },
      { text: 'D.O.B. 28/02/1990 Passport / ID no. VT1715556', confidence: 90 },
      { text: captionLine, confidence },
      { text: 'In my opinion the person is: [x] fit for duty', confidence: 95 },
      { text: 'Medical practitioner Dr Lena Kovacs', confidence: 94 },
      { text: 'Signature Dr Lena Kovacs Reg. 316868', confidence: 90 },
      { text: 'Printed 01/03/2025', confidence: 95 },
    ]);

  it('doubts, rather than misses, the exam date beside a caption OCR could not read', () => {
    const outcome = understandAndDecide(
      photo('Proposed occupation | Midwife Con amnation | 19/10/2026', 72),
      jobOf('physical_exam', { valid_on: '2026-11-21' }),
    );
    expect(outcome.issues).toEqual(['invalid extraction']);
    expect(outcome.decision).toBe('flagged');
    expect(outcome.confidence).toBeLessThan(60);
  });

  it('still misses an exam date the page does not hold', () => {
    const outcome = understandAndDecide(
      photo('Proposed occupation | Midwife', 72),
      jobOf('physical_exam', { valid_on: '2026-11-21' }),
    );
    expect(outcome.issues).toContain('missing exam date');
  });
});

describe('an exam record whose empty boxes OCR read as letters', () => {
  it('reads no opinion from options that state both cleared and not fit without a tick', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'EMPLOYEE HEALTH RECORD',
          "Employee name O'BRIEN, Katherine Date of birth 02/28/1990",
          'Date of exam Type of exam Findings Fitness for duty Examiner Next exam due',
          '6/25/2026 Annual exam [ ] Fit w/ restrictions Lena Kovacs, MD 6/25/27',
          'NORMAL. CLEARED Ol Not fit',
          'Signature Lena Kovacs',
        ),
      ),
      jobOf('physical_exam', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data).toMatchObject({ clearance: null });
    expect(outcome.issues).not.toContain('not cleared');
    expect(outcome.issues).toContain('missing clearance');
  });
});

describe('a medical classification ticked among lettered classes', () => {
  const form = (...classes: string[]) =>
    doc(
      'PRE-EMPLOYMENT MEDICAL QUESTIONNAIRE - PART 2',
      "Applicant: O'Brien, Katherine   DATE OF BIRTH 02/28/1990",
      'Date of examination 10/27/2026',
      'MEDICAL CLASSIFICATION (tick one)',
      ...classes,
      'Examiner (print) Dana Feld  Credential MD',
      'Signature Dana Feld  Date signed 10/27/2026',
    );
  const clearanceOf = (...classes: string[]) =>
    understandAndDecide(readOf(form(...classes)), jobOf('physical_exam')).data.clearance;

  it.each([
    [0, 'cleared'],
    [1, 'cleared_with_restrictions'],
    [3, 'not_cleared'],
  ])('reads class %s as %s', (ticked, clearance) => {
    const classes = [
      'Class A Medically fit for the position without restriction',
      'Class B Medically fit with the restriction(s) specified below',
      'Class C Temporarily unfit - re-evaluate on',
      'Class D Medically unfit for the position applied for',
    ].map((c, k) => `${k === ticked ? '[x]' : '[ ]'} ${c}`);
    expect(clearanceOf(...classes)).toBe(clearance);
  });

  it("takes a speck between a class's word and its letter for no tick", () => {
    expect(
      clearanceOf(
        '[x] Class A Medically fit for the position without restriction',
        '[ ] Class B Medically fit with the restriction(s) specified below',
        '[ ] Class [x] D Medically unfit for the position applied for',
      ),
    ).toBe('cleared');
  });

  it('takes a tick marked as made in error and initialled for no tick', () => {
    expect(
      clearanceOf(
        '[x] Class A Medically fit for the position without restriction',
        '[x] Class B Medically fit with the restriction(s) specified below  error DF',
        '[ ] Class D Medically unfit for the position applied for',
      ),
    ).toBe('cleared');
  });
});

describe("an examiner's caption whose value ends in credentials and a separator", () => {
  it('reads the name without them', () => {
    const out = understandAndDecide(
      readOf(
        doc(
          'ANNUAL HEALTH ASSESSMENT',
          "Employee: Katherine O'Brien   Date of birth: 02/28/1990",
          'Date of examination: 10/27/2026',
          '[x] Cleared for duty without restrictions',
          'Examiner name: Priya K. Ramaswamy, FNP-C ·',
          'Signature: Priya K. Ramaswamy',
        ),
      ),
      jobOf('physical_exam'),
    );
    expect((out.data as { examiner: { name: string } }).examiner.name).toBe('Priya K. Ramaswamy');
  });
});

describe("a screening day's routing card", () => {
  const card = (determination: string, signatureLine: string) =>
    understandAndDecide(
      readOf(
        doc(
          'Onboarding Health Screening Day  Monday, October 5, 2026',
          'STATION ROUTING CARD',
          '2 VITALS 3 VISION / HEARING',
          '6 PROVIDER EXAM & CLEARANCE',
          "Name (Last, First MI)  O'BRIEN, KATHERINE A",
          'DOB  2/28/1990   ID / agency no.  DK19931',
          "I consent to the screening below. Signature  Katherine O'Brien  Date  10/5/26",
          '[x] Health history reviewed   [x] Physical exam',
          'Findings  NAD, exam WNL',
          determination,
          'Restrictions  -',
          'Provider (print)  Lorraine Abernethy-Cole   NP',
          signatureLine,
          'Date of exam  10/5/26',
        ),
      ),
      jobOf('physical_exam', { valid_on: '2026-11-21' }),
    );
  const data = (out: ReturnType<typeof card>) =>
    out.data as { clearance: string; examiner: { name: string | null; signature: string } };

  it('reads the option its single box marks among options parted by dots', () => {
    const out = card(
      '[x] CLEARED · CLEARED W/ RESTRICTIONS · NOT CLEARED / REFERRED · DEFERRED',
      'Signature  L. Abernethy-Cole',
    );
    expect(data(out).clearance).toBe('cleared');
    expect(out.decision).toBe('accepted');
  });

  it("takes the provider's printed name, not the station named after the provider", () => {
    const out = card('[x] CLEARED', 'Signature  L. Abernethy-Cole');
    expect(data(out).examiner.name).toBe('Lorraine Abernethy-Cole');
  });

  it("does not take the holder's consent signature beside its caption, placed on the page, for the provider's", () => {
    const out = understandAndDecide(
      placed([
        [10, 10, 'STATION ROUTING CARD   Monday, October 5, 2026'],
        [10, 30, "Name (Last, First MI)  O'BRIEN, KATHERINE A"],
        [10, 50, 'DOB  2/28/1990'],
        [10, 70, 'I consent to the screening below.'],
        [220, 70, 'Signature'],
        [290, 70, "Katherine O'Brien"],
        [10, 90, 'Findings  NAD, exam WNL'],
        [10, 110, '[x] CLEARED'],
        [10, 130, 'Provider (print)  Lorraine Abernethy-Cole   NP'],
        [10, 150, 'Signature'],
        [10, 170, 'Date of exam  10/5/26'],
      ]),
      jobOf('physical_exam', { valid_on: '2026-11-21' }),
    );
    expect((out.data as { examiner: { signature: string } }).examiner.signature).toBe('not_present');
  });

  it("does not take the holder's consent signature for the provider's", () => {
    const out = card('[x] CLEARED', 'Signature  NPI 1457392081');
    expect(data(out).examiner.signature).toBe('not_present');
    expect(out.issues).toContain('missing examiner signature');
  });
});

describe('a resume whose positions are grouped under their employers', () => {
  const LUIS = { first_name: 'Luis', last_name: 'Saldaña' };
  const resume = (rules: Record<string, unknown>, ...extra: string[]) =>
    understandAndDecide(
      readOf(
        doc(
          'Luis Saldaña, CCMA',
          'Mesa, AZ • (685) 555-0032 • lsaldana38@inbox.example',
          'Profile',
          // A two-column page read across: the next column's heading ends the profile's line.
          'Patient care technician returning to acute care after completing nursing prerequisites (2025 – 2026). Experience',
          'Red Mesa Community Medical Center · Mesa, AZ 2019 – 2025',
          'Patient Care Technician II, Emergency Department 04/2021 – 03/2025',
          'Drew labs and performed 12-lead ECGs',
          'Patient Care Technician I, Emergency Department 01/2020 – 04/2021',
          'Tri-County Home Health · Knoxville, TN 2016 – 2018',
          'Dialysis Technician 02/2016 – 07/2018',
          ...extra,
        ),
      ),
      jobOf('resume', { valid_on: '2026-11-21', ...rules }, LUIS),
    );

  it('reads the positions, not the employers’ spans of years or a sentence’s years, as posts', () => {
    const outcome = resume({});
    expect(outcome.data).toMatchObject({
      work_history: [
        { employer: 'Red Mesa Community Medical Center', start_date: '2021-04', end_date: '2025-03' },
        { employer: 'Red Mesa Community Medical Center', start_date: '2020-01', end_date: '2021-04' },
        { employer: 'Tri-County Home Health', start_date: '2016-02', end_date: '2018-07' },
      ],
    });
  });

  it('finds the break between two employers the spans of years would hide', () => {
    expect(resume({ max_gap_months: 6 }).issues).toContain('employment gap');
  });

  it('does not count unpaid service as recent employment', () => {
    const outcome = resume(
      { recent_within_months: 12 },
      'Professional Activities',
      'Volunteer, free clinic intake desk — 2025 – present',
    );
    expect(outcome.issues).toContain('no recent experience');
  });
});

describe('a resume with a projects section after its work experience', () => {
  it('does not count dated projects as posts', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Tomás Ferreira, RN',
          'Phone: (912) 555-0251 · E-mail: tomasferreira@inbox.example',
          'WORK EXPERIENCE',
          'Registered Nurse - Emergency Department Sep 2023 to Current',
          'Registered Nurse - Medical ICU Mar 2019 to Jun 2022',
          'PROJECTS',
          'Community vaccination outreach (mobile clinic) Aug 2022 to Mar 2023',
          'RN-to-BSN capstone: ED boarding and patient experience Jan 2023 to Jun 2023',
          'EDUCATION',
          'Bachelor of Science in Nursing — Live Oak University 2023',
        ),
      ),
      jobOf(
        'resume',
        { valid_on: '2026-11-21', max_gap_months: 6 },
        { first_name: 'Tomás', last_name: 'Ferreira' },
      ),
    );
    expect((outcome.data.work_history as unknown[]).length).toBe(2);
    expect(outcome.issues).toContain('employment gap');
  });
});

describe("a job board's candidate page printed from a browser", () => {
  const page = (summaryEnd: string) =>
    doc(
      "Katherine O'Brien - CNA - Omaha, NE | CareerHarbor",
      'Applied Nov 3, 2026 Status: Reviewed',
      "Katherine O'Brien",
      'Screener questions',
      'How many years of caregiving',
      'experience do you have?',
      '3',
      'katherine.obrien@mailbox.example · (802) 555-0208',
      'Summary',
      `Caring CNA who looked after my grandmother at home for three years. Looking for full-time days.${summaryEnd}`,
      'Certified Nursing Assistant',
      'Prairie Winds Hospice - Omaha, NE',
      'January 2026 to Present',
      'Education',
      'Nurse Aide Training Program',
      'Metro Prairie Community College - Omaha, NE',
      'September 2025 to December 2025',
      'Skills',
      'Patient care (3 years) • Vital signs (1 year) Certifications and Licenses',
      'Certified Nursing Assistant (CNA) - Nebraska',
      'December 2025 to December 2027',
    );

  it("reads the work section from its heading at the end of the summary's line, not from a screener question", () => {
    const out = understandAndDecide(
      readOf(page(' Work Experience')),
      jobOf('resume', { min_experience_months: 24, valid_on: '2026-11-21' }),
    );
    expect((out.data as { work_history: Array<{ start_date: string }> }).work_history).toMatchObject([
      { start_date: '2026-01' },
    ]);
    expect(out.issues).toEqual(['insufficient experience']);
  });
});

describe('a career break told on a resume', () => {
  it('is no post: the months it covers stay a gap', () => {
    const out = understandAndDecide(
      readOf(
        doc(
          "Katherine O'Brien, LPN",
          'Orlando, FL | (589) 555-0554 | kate.obrien@mail.com',
          'EXPERIENCE',
          'Licensed Practical Nurse Feb 2024 - Present',
          'Silverline Home Care — Orlando, FL',
          'LPN, Long-Term Care Sep 2019 - Apr 2023',
          'Sunridge Skilled Nursing & Rehab — Orlando, FL',
          'Career break — family caregiving (Apr 2023 — Jan 2024)',
          'EDUCATION',
          'Practical Nursing Certificate — Orange Technical College, 2019',
        ),
      ),
      jobOf('resume', { max_gap_months: 6, valid_on: '2026-11-21' }),
    );
    expect(out.issues).toEqual(['employment gap']);
  });
});
