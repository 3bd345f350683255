import { understandAndDecide } from '../../src/engines/document/index';
import { doc, jobOf, ocrLinesOf, placed, readOf } from './helpers';

const ECARD = (
  o: { course?: string; issuer?: string; issued?: string; renew?: string; code?: string } = {},
) => [
  o.issuer ?? 'American Heart Association',
  o.course ?? 'BLS Provider',
  "Katherine A. O'Brien",
  'has successfully completed the cognitive and skills evaluations in accordance with the curriculum.',
  `Issue Date: ${o.issued ?? '03/12/2026'} Recommended Renewal Date: ${o.renew ?? '03/2028'}`,
  ...(o.code === '' ? [] : [`eCard Code: ${o.code ?? '215508743201'}`]),
  'Training Center: Metro Health Training Center',
];

const LIFE: ReadonlyArray<readonly [string, string[], Record<string, unknown>, string[], string]> = [
  ['an AHA BLS eCard', ECARD(), {}, [], 'accepted'],
  [
    'a renewal month that has passed',
    ECARD({ issued: '09/10/2024', renew: '09/2026' }),
    {},
    ['document expired'],
    'rejected',
  ],
  [
    'a renewal month still running on valid_on',
    ECARD({ issued: '11/02/2024', renew: '11/2026' }),
    {},
    [],
    'accepted',
  ],
  ['an issue date only, within two years', ECARD({ renew: '' }), {}, [], 'accepted'],
  [
    'an issue date only, over two years ago',
    ECARD({ issued: '10/01/2024', renew: '' }),
    {},
    ['document expired'],
    'rejected',
  ],
  ['no card id', ECARD({ code: '' }), {}, ['missing id'], 'rejected'],
  [
    'no issuer',
    ECARD({ issuer: 'Course Completion Card' }).filter((l) => !l.startsWith('Training Center')),
    {},
    ['missing issuer'],
    'rejected',
  ],
  [
    'an unknown training company',
    [...ECARD({ issuer: 'Elite CPR Academy' }), 'Issued by: Elite CPR Academy'],
    {},
    ['unsupported issuer'],
    'rejected',
  ],
  [
    'an issuer the client does not accept',
    ECARD(),
    { accepted_issuers: ['american_red_cross'] },
    ['unsupported issuer'],
    'rejected',
  ],
  ['no course named', ECARD({ course: 'Provider' }), {}, ['missing type'], 'rejected'],
  ['an NRP card', ECARD({ course: 'NRP Provider' }), {}, ['unsupported type'], 'rejected'],
  [
    'a course that is none of the six types',
    ECARD({ course: 'PHTLS Provider' }),
    {},
    ['unsupported type'],
    'rejected',
  ],
  ['no dates', ECARD({ issued: '', renew: '' }), {}, ['missing expiration date'], 'rejected'],
  [
    'two BLS cards with different dates',
    [...ECARD(), ...ECARD({ issued: '01/05/2026', renew: '01/2028', code: '998877665544' })],
    {},
    ['too many certifications'],
    'flagged',
  ],
  [
    'a BLS and an ACLS card',
    [...ECARD(), ...ECARD({ course: 'ACLS Provider', code: '998877665544' })],
    {},
    [],
    'accepted',
  ],
];

describe('life_support_certification checks', () => {
  it.each(LIFE)('%s', (_name, lines, rules, issues, decision) => {
    const outcome = understandAndDecide(readOf(doc(...lines)), jobOf('life_support_certification', rules));
    expect([...outcome.issues].sort()).toEqual([...issues].sort());
    expect(outcome.decision).toBe(decision);
  });

  it('takes the ticked course of a card issuance record, not the options left unticked', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Card Issuance Record · American Heart Association Training Center',
          "Student name  Katherine A. O'Brien",
          'COURSE COMPLETED (TICK ONE)',
          '[ ] ACLS Provider   [ ] PALS Provider',
          '[x] BLS Provider   eCard code: 215508743201',
          '[ ] Heartsaver CPR AED   Card issue date 03/12/2026',
          '[ ] Heartsaver First Aid',
          'Renewal due (MM/YY) 03/28',
        ),
      ),
      jobOf('life_support_certification'),
    );
    expect(outcome.data.certifications).toEqual([
      expect.objectContaining({ type: 'bls', id: '215508743201', issue_date: '2026-03-12' }),
    ]);
    expect(outcome.decision).toBe('accepted');
  });

  it('reads a certificate and its wallet card cut-out, which print the same id, as one card', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'American Red Cross',
          'Certificate of Completion',
          'This certifies that',
          "Katherine A. O'Brien",
          'has successfully completed the requirements for',
          'Basic Life Support (BLS) for Healthcare Providers',
          'CERTIFICATE ID 2KLAK66642 ISSUED 12/02/2025',
          'COURSE BLS VALID THRU 12/02/2027',
          'Wallet card - cut along the dashed line and fold',
          'American Red Cross · BLS',
          "Name Katherine A. O'Brien",
          'Cert ID 2KLAK66642',
          'Issued 12/02/2025',
          'Valid thru 12/02/2027',
        ),
      ),
      jobOf('life_support_certification', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data.certifications).toHaveLength(1);
    expect(outcome.decision).toBe('accepted');
  });

  it('reads each row of a lookup table under its header: two current BLS cards are too many', () => {
    const outcome = understandAndDecide(
      placed([
        [40, 20, 'American Red Cross Licensed Training Provider'],
        [40, 40, 'Holder'],
        [160, 40, 'Course'],
        [300, 40, 'Completed'],
        [380, 40, 'Valid thru'],
        [460, 40, 'Credential #'],
        [560, 40, 'Status'],
        [40, 60, "Katherine O'Brien"],
        [160, 60, 'Basic Life Support (BLS)'],
        [300, 60, '4/14/2026'],
        [380, 60, '4/14/2028'],
        [460, 60, 'OKKMFC531'],
        [560, 60, 'Current'],
        [40, 80, "Katherine O'Brien"],
        [160, 80, 'Basic Life Support (BLS)'],
        [300, 80, '3/14/2025'],
        [380, 80, '3/14/2027'],
        [460, 80, '02234H421'],
        [560, 80, 'Current'],
      ]),
      jobOf('life_support_certification', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data.certifications).toEqual([
      expect.objectContaining({
        id: 'OKKMFC531',
        issuer: 'american_red_cross',
        expiration_date: '2028-04-14',
      }),
      expect.objectContaining({
        id: '02234H421',
        issuer: 'american_red_cross',
        expiration_date: '2027-03-14',
      }),
    ]);
    expect(outcome.issues).toEqual(['too many certifications']);
    expect(outcome.decision).toBe('flagged');
  });

  it("reads a CE certificate's activity and the credential it led to as one card, not the provider's approval", () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Certificate of Continuing Education',
          "Katherine A. O'Brien",
          'Activity title BLS Provider - Renewal (Instructor-led)',
          'Date of activity 06/26/2026',
          'Covenant Hills Medical Center is approved as a provider of nursing continuing professional development by the',
          'Appalachian Nursing Education Council (Provider No. HR-7833, approval valid through August 3, 2029).',
          'LIFE SUPPORT CREDENTIAL ISSUED',
          'Credential BLS Provider',
          'Issuing organization American Red Cross',
          'Certificate ID 8UN3FG-0236',
          'Issue date 06/26/2026',
        ),
      ),
      jobOf('life_support_certification', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data.certifications).toEqual([
      {
        id: '8UN3FG-0236',
        type: 'bls',
        issuer: 'american_red_cross',
        issue_date: '2026-06-26',
        expiration_date: '2028-06-30',
      },
    ]);
    expect(outcome.decision).toBe('accepted');
  });

  it('reads a registry number as the card id and "Completion:" as the issue date', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'American Safety & Health Institute',
          'Basic Life Support',
          "Katherine O'Brien",
          'Completion: 04/18/2026    Expires 2028-04-30',
          'Registry No. 77421930',
        ),
      ),
      jobOf('life_support_certification'),
    );
    expect(outcome.data.certifications).toMatchObject([
      { id: '77421930', issuer: 'american_safety_health_institute', issue_date: '2026-04-18' },
    ]);
    expect(outcome.decision).toBe('accepted');
  });

  it.each([
    ['American Heart Assoc. — Heartsaver CPR AED', 'american_heart_association'],
    ['Issued under the Heartsaver program', 'american_heart_association'],
    ['Verify at heart.org/cpr/mycards', 'american_heart_association'],
    ['Verify at www.redcross.org/confirm', 'american_red_cross'],
    ['Health & Safety Institute', 'american_safety_health_institute'],
    ['nationalcprfoundation.com', 'national_cpr_foundation'],
  ])('names the issuer from "%s"', (line, issuer) => {
    const outcome = understandAndDecide(
      readOf(doc(line, 'BLS Provider', "Katherine O'Brien", 'Issued 04/18/2026', 'Card ID: 77421930')),
      jobOf('life_support_certification'),
    );
    expect(outcome.data.certifications).toMatchObject([{ issuer }]);
  });

  it("reads a photographed card's bare date pair and lone code when its small captions were not read", () => {
    const card = (...lines: string[]) =>
      understandAndDecide(
        readOf(
          doc(
            'American Safety & Health Institute',
            'Basic Life Support',
            "KATHERINE A. O'BRIEN",
            ...lines,
            'Cumberland Gap EMS Education, TC #31420',
          ),
          88,
        ),
        jobOf('life_support_certification', { valid_on: '2026-11-21' }),
      );
    expect(card('04/01/2025 04/01/2027', '7EY43082-LD').data.certifications).toEqual([
      expect.objectContaining({ id: '7EY43082-LD', issue_date: '2025-04-01', expiration_date: '2027-04-01' }),
    ]);
    expect(card('04/01/2025 04/01/2027', '7EY43082-LD').decision).toBe('accepted');
    // Two dates the wrong way round, or a day apart, are no validity; two codes name no one card number.
    expect(card('04/01/2027 04/01/2025', '7EY43082-LD', 'GD638440').data.certifications).toEqual([
      expect.objectContaining({ id: null, issue_date: null }),
    ]);
  });

  it('ends a month-only renewal on the last day of that month', () => {
    const outcome = understandAndDecide(readOf(doc(...ECARD())), jobOf('life_support_certification'));
    expect(outcome.data.certifications).toEqual([
      {
        id: '215508743201',
        type: 'bls',
        issuer: 'american_heart_association',
        issue_date: '2026-03-12',
        expiration_date: '2028-03-31',
      },
    ]);
  });
});

const CERT = (
  o: { title?: string; id?: string; issued?: string; expires?: string; state?: string; issuer?: string } = {},
) => [
  o.title ?? 'ServSafe Food Handler Certificate',
  'This certifies that',
  "Katherine O'Brien",
  'has successfully completed the training and passed the examination.',
  `Certificate Number: ${o.id ?? '7528644'} Date of Issue: ${o.issued ?? '03/01/2026'}`,
  `Expiration Date: ${o.expires ?? '03/01/2029'} State: ${o.state ?? ''}`,
  ...(o.issuer === '' ? [] : [`Issued by: ${o.issuer ?? 'National Restaurant Association'}`]),
];

const HANDLER: ReadonlyArray<
  readonly [
    string,
    'food_handler_certification' | 'alcohol_handler_certification',
    string[],
    Record<string, unknown>,
    string[],
    string,
  ]
> = [
  ['a ServSafe food handler certificate', 'food_handler_certification', CERT(), {}, [], 'accepted'],
  [
    'an expired certificate',
    'food_handler_certification',
    CERT({ issued: '03/01/2023', expires: '03/01/2026' }),
    {},
    ['document expired'],
    'rejected',
  ],
  [
    'no printed end, within the default validity',
    'food_handler_certification',
    CERT({ expires: '' }),
    {},
    [],
    'accepted',
  ],
  [
    'no printed end, past the default validity',
    'food_handler_certification',
    CERT({ issued: '05/01/2023', expires: '' }),
    {},
    ['document expired'],
    'rejected',
  ],
  [
    'no printed end, past a shorter client validity',
    'food_handler_certification',
    CERT({ issued: '05/01/2024', expires: '' }),
    { default_validity_years: 2 },
    ['document expired'],
    'rejected',
  ],
  [
    'no issuer',
    'food_handler_certification',
    CERT({ title: 'Food Handler Card', issuer: '' }),
    {},
    ['missing issuer'],
    'rejected',
  ],
  [
    'a program the client does not accept',
    'food_handler_certification',
    CERT(),
    { accepted_programs: ['ServSafe Manager'] },
    ['unsupported program'],
    'rejected',
  ],
  [
    'a program the client accepts',
    'food_handler_certification',
    CERT(),
    { accepted_programs: ['ServSafe Food Handler'] },
    [],
    'accepted',
  ],
  [
    'a jurisdiction the client does not accept',
    'food_handler_certification',
    CERT({ title: 'California Food Handler Card', state: 'California' }),
    { accepted_jurisdictions: ['NV'] },
    ['unsupported jurisdiction'],
    'rejected',
  ],
  [
    'a jurisdiction the client accepts',
    'food_handler_certification',
    CERT({ title: 'California Food Handler Card', state: 'California' }),
    { accepted_jurisdictions: ['CA'] },
    [],
    'accepted',
  ],
  [
    'no certificate id',
    'food_handler_certification',
    CERT({ id: '' }),
    {},
    ['missing certificate id'],
    'flagged',
  ],
  [
    'no issue date',
    'food_handler_certification',
    CERT({ issued: '' }),
    {},
    ['missing issue date'],
    'flagged',
  ],
  [
    'a TIPS certificate',
    'alcohol_handler_certification',
    CERT({ title: 'TIPS On-Premise Certification', issuer: 'Health Communications, Inc.' }),
    {},
    [],
    'accepted',
  ],
  [
    'a TABC certificate past two years',
    'alcohol_handler_certification',
    CERT({ title: 'TABC Seller-Server Certificate', issued: '09/01/2024', expires: '', state: 'Texas' }),
    {},
    ['document expired'],
    'rejected',
  ],
  [
    'a food certificate sent as alcohol',
    'alcohol_handler_certification',
    CERT(),
    {},
    ['document type mismatch'],
    'rejected',
  ],
];

describe('food and alcohol handler checks', () => {
  it.each(HANDLER)('%s', (_name, type, lines, rules, issues, decision) => {
    const outcome = understandAndDecide(readOf(doc(...lines)), jobOf(type, rules));
    expect([...outcome.issues].sort()).toEqual([...issues].sort());
    expect(outcome.decision).toBe(decision);
  });

  it.each([
    [
      'FOOD HANDLER CERTIFICATE — Lakeview County Department of Environmental Health',
      'Lakeview County Department of Environmental Health',
    ],
    [
      'Issued under the authority of the Department of Public Health, City of Ashford',
      'Department of Public Health, City of Ashford',
    ],
    ['Certificate of completion · Pine Valley Health District', 'Pine Valley Health District'],
    ['Food Worker Card    Marion County Public Health Department', 'Marion County Public Health Department'],
  ])('takes the issuer from a health body named in "%s"', (line, issuer) => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Food Safety Training',
          "Katherine O'Brien",
          'has completed the food handler course.',
          'Certificate No. 7528644   Issued 03/01/2026',
          line,
        ),
      ),
      jobOf('food_handler_certification'),
    );
    expect(outcome.data.certificate).toMatchObject({ issuer });
    expect(outcome.issues).not.toContain('missing issuer');
  });

  it('reads "Trained on" as the issue date and "Card expires end of" a month as its last day', () => {
    const outcome = understandAndDecide(
      placed([
        [40, 20, "OCHOCO VALLEY HEALTH DEPT. · FOOD HANDLER'S CARD"],
        [40, 40, "KATHERINE A. O'BRIEN"],
        [40, 60, 'Trained on'],
        [300, 60, 'Card expires end of'],
        [40, 76, '03 MAR 2026'],
        [300, 76, 'MAR 2029'],
        [40, 96, 'Card no.: FH-26-63584'],
      ]),
      jobOf('food_handler_certification', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data.certificate).toMatchObject({
      issue_date: '2026-03-03',
      expiration_date: '2029-03-31',
    });
    expect(outcome.decision).toBe('accepted');
  });

  it('flags a card whose end was read as a day on or before its issue date: one of the two is misread', () => {
    const card = (expires: string) =>
      understandAndDecide(
        readOf(
          doc(
            "FOOD HANDLER'S CARD - Ochoco Valley Health Dept.",
            "KATHERINE A. O'BRIEN",
            'Card no.: FH-26-63584',
            `Trained on 03 MAR 2025 Card expires ${expires}`,
          ),
          88,
        ),
        jobOf('food_handler_certification', { valid_on: '2026-11-21' }),
      );
    for (const expires of ['03 MAR 2025', '03 MAR 2024']) {
      const outcome = card(expires);
      expect(outcome.issues).toEqual(['invalid extraction']);
      expect(outcome.decision).toBe('flagged');
      expect(outcome.confidence).toBeLessThan(60);
    }
    // A card that ended after it began and before valid_on has expired.
    expect(card('03 MAR 2026')).toMatchObject({ decision: 'rejected', issues: ['document expired'] });
  });

  it("does not date a certificate from a table's 'Issued' caption and the next row's first date", () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Server Permit Search results',
          'Permit # Name County Issued Expires on or before Status',
          "SP-9644267 O'BRIEN, KATHERINE Hamilton — 2030.02.01 ACTIVE",
        ),
      ),
      jobOf('alcohol_handler_certification'),
    );
    expect(outcome.data.certificate).toMatchObject({ issue_date: null });
  });

  it("leaves a certificate's end blank when its table cell is empty, not the row's issue date", () => {
    const outcome = understandAndDecide(
      placed([
        [40, 20, 'Alcohol Server Certification Log'],
        [40, 40, 'Employee'],
        [200, 40, 'Program'],
        [300, 40, 'Cert #'],
        [380, 40, 'Certified'],
        [460, 40, 'Expires'],
        [40, 60, "Katherine O'Brien"],
        [200, 60, 'BASSET'],
        [300, 60, '28279476'],
        [380, 60, '05/01/2025'],
      ]),
      jobOf('alcohol_handler_certification', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data.certificate).toMatchObject({
      issue_date: '2025-05-01',
      expiration_date: '2028-05-01',
    });
    expect(outcome.issues).not.toContain('document expired');
  });

  it('extracts the certificate', () => {
    const outcome = understandAndDecide(
      readOf(doc(...CERT({ title: 'California Food Handler Card', state: 'California', expires: '' }))),
      jobOf('food_handler_certification'),
    );
    expect(outcome.data.certificate).toEqual({
      id: '7528644',
      program: 'california food handler card',
      issuer: 'National Restaurant Association',
      jurisdiction: 'CA',
      issue_date: '2026-03-01',
      expiration_date: '2029-03-01',
      kind: 'handler',
    });
  });
});

const BADGE = (o: { id?: string; status?: string; through?: string; issuer?: string } = {}) => [
  'Credential Badge Summary',
  "Professional: Katherine O'Brien",
  `Issued by: ${o.issuer ?? 'ShiftWell Staffing'}`,
  `Badge #: ${o.id ?? 'B-617526'} Role: LPN`,
  `Issue date: 2026-08-18 Expiration date: ${o.through ?? '2027-08-18'}`,
  `Badge status: ${o.status ?? 'Active'}`,
];

const BADGES: ReadonlyArray<readonly [string, string[], Record<string, unknown>, string[], string]> = [
  ['an active badge', BADGE(), {}, [], 'accepted'],
  ['no badge id', BADGE({ id: '' }), {}, ['missing badge id'], 'rejected'],
  ['an inactive badge', BADGE({ status: 'Inactive' }), {}, ['badge inactive'], 'rejected'],
  ['a suspended badge', BADGE({ status: 'Suspended' }), {}, ['badge inactive'], 'rejected'],
  [
    'an issuer the client does not accept',
    BADGE(),
    { accepted_issuers: ['CareBridge Pro'] },
    ['unsupported issuer'],
    'rejected',
  ],
  ['an issuer the client accepts', BADGE(), { accepted_issuers: ['ShiftWell Staffing'] }, [], 'accepted'],
  ['no expiration date', BADGE({ through: '' }), {}, ['missing expiration date'], 'flagged'],
  ['an expired badge', BADGE({ through: '2026-10-01' }), {}, ['document expired'], 'rejected'],
];

describe("a permit app's screen", () => {
  it('names the issuer from the footer when the heading names none', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          '12:12 LTE 85%',
          'Permit Wallet',
          'NAME',
          "KATHERINE O'BRIEN",
          'PERMIT NO. 592902',
          'PERMIT TYPE',
          'Server Permit - Class 12',
          'EXPIRES',
          '04/01/2031',
          'STATUS',
          'ACTIVE',
          'Scan to verify',
          'Liquor and Cannabis Board',
          'Home Wallet Training Account',
        ),
      ),
      jobOf('alcohol_handler_certification', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data.certificate).toMatchObject({ issuer: 'Liquor and Cannabis Board', id: '592902' });
    expect(outcome.issues).toEqual(['missing issue date']);
  });
});

describe('partner_health_badge checks', () => {
  it.each(BADGES)('%s', (_name, lines, rules, issues, decision) => {
    const outcome = understandAndDecide(readOf(doc(...lines)), jobOf('partner_health_badge', rules));
    expect([...outcome.issues].sort()).toEqual([...issues].sort());
    expect(outcome.decision).toBe(decision);
  });

  it('reads a bare ID or No. caption as the badge id, never a phone or licence number', () => {
    const badge = (...lines: string[]) =>
      understandAndDecide(
        readOf(doc('MEDIFLEX PARTNER BADGE', "O'BRIEN, KATHERINE", 'CNA', ...lines)),
        jobOf('partner_health_badge'),
      );
    expect(badge('No. 0087731', 'EXP 06/30/2027').data.badge).toMatchObject({ id: '0087731' });
    expect(badge('Clinician ID CR00912734', 'EXP 06/30/2027').data.badge).toMatchObject({ id: 'CR00912734' });
    const phoneOnly = badge('Support line: Tel No. 555-0142-889', 'EXP 06/30/2027');
    expect(phoneOnly.data.badge).toMatchObject({ id: null });
    expect(phoneOnly.issues).toContain('missing badge id');
  });

  it('reads the number printed alone under a bar code, or after a staff or clinician caption', () => {
    const badge = (...lines: string[]) =>
      understandAndDecide(
        readOf(doc('NURSELINK', "Katherine O'Brien", 'Registered Nurse', ...lines)),
        jobOf('partner_health_badge'),
      ).data.badge;
    expect(badge('Valid thru 06/30/2027', '*NL0045881*')).toMatchObject({ id: 'NL0045881' });
    expect(badge('Valid thru 06/30/2027', '0045 8812 3391')).toMatchObject({ id: '0045 8812 3391' });
    expect(badge('Staff No. 4471-0932', 'Valid thru 06/30/2027')).toMatchObject({ id: '4471-0932' });
    expect(badge('Valid thru 06/30/2027', '(555) 014-2889')).toMatchObject({ id: null });
    expect(badge('Valid thru 06/30/2027', '06/30/2027')).toMatchObject({ id: null });
  });

  it('reads a lanyard badge: platform on top, role under the name, EXP without a colon', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'CareBridge',
          'Verified Clinician',
          "Katherine O'Brien",
          'Licensed Practical Nurse',
          'ID: CB-4471-0932',
          'ISSUED 03/02/2026',
          'EXP 03/02/2027',
        ),
      ),
      jobOf('partner_health_badge'),
    );
    expect(outcome.data.badge).toMatchObject({
      id: 'CB-4471-0932',
      issuer: 'CareBridge',
      holder_role: 'Licensed Practical Nurse',
      issue_date: '2026-03-02',
      expiration_date: '2027-03-02',
    });
  });

  it('extracts the badge', () => {
    const outcome = understandAndDecide(readOf(doc(...BADGE())), jobOf('partner_health_badge'));
    expect(outcome.data.badge).toEqual({
      id: 'B-617526',
      issuer: 'ShiftWell Staffing',
      holder_role: 'LPN',
      issue_date: '2026-08-18',
      expiration_date: '2027-08-18',
      status: 'active',
    });
  });
});

describe('a letter of good standing whose dates wrap across lines', () => {
  it('reads "valid until the 4th" / "August 2026." as the end date, day first', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Tidewell Staffing Platform 30th September 2025',
          "Re: Katherine O'Brien - letter of good standing",
          "We confirm that Katherine O'Brien is registered with us as an enrolled nurse. Their",
          'credential badge, no. NZP470677, has been active since the 4th August 2025 and remains valid until the 4th',
          'August 2026.',
          'Yours faithfully,',
          'Callum Ferreira',
        ),
      ),
      jobOf('partner_health_badge', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data.badge).toMatchObject({ issue_date: '2025-08-04', expiration_date: '2026-08-04' });
    expect(outcome.issues).toContain('document expired');
  });
});

describe('a status-change e-mail whose table says the badge has no end date', () => {
  it('reads no expiration date under "Valid until", not the date of another column', () => {
    const outcome = understandAndDecide(
      placed([
        [40, 20, 'From: NurseLink Connect Credentialing'],
        [40, 40, 'Your credential badge is now active'],
        [40, 60, 'Badge ID'],
        [120, 60, 'Holder'],
        [260, 60, 'Current status'],
        [360, 60, 'Effective'],
        [460, 60, 'Valid until'],
        [40, 80, 'NU-5622-HUDL'],
        [120, 80, "Katherine O'Brien"],
        [260, 80, 'Active'],
        [360, 80, 'August 31, 2026'],
        [460, 80, 'No end date'],
      ]),
      jobOf('partner_health_badge', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data.badge).toEqual(expect.objectContaining({ expiration_date: null }));
    expect(outcome.issues).toContain('missing expiration date');
    expect(outcome.decision).toBe('flagged');
  });
});

describe("a credential's history table", () => {
  const statement = (lastStatus: string) =>
    placed([
      [40, 10, 'Harbor Shift Credential badge - status history'],
      [40, 30, 'CLINICIAN'],
      [220, 30, 'CREDENTIAL #'],
      [400, 30, 'ROLE'],
      [40, 45, "Katherine O'Brien"],
      [220, 45, 'HS-329-2764'],
      [400, 45, 'Registered Nurse'],
      [40, 80, 'Date'],
      [120, 80, 'Event'],
      [330, 80, 'Status after event'],
      [440, 80, 'Valid thru'],
      [520, 80, 'Recorded by'],
      [40, 98, '17-Nov-2024'],
      [120, 98, 'Badge issued'],
      [330, 98, 'Active'],
      [440, 98, '17-Nov-2025'],
      [520, 98, 'System'],
      [40, 116, '31-Mar-2026'],
      [120, 116, 'Suspended: BLS card expired'],
      [330, 116, 'Inactive'],
      [440, 116, '17-Nov-2026'],
      [520, 116, 'System'],
      [40, 134, '10-Apr-2026'],
      [120, 134, 'Reinstated: new BLS eCard'],
      [330, 134, lastStatus],
      [440, 134, '10-Apr-2027'],
      [520, 134, 'K. Brandt'],
    ]);

  it('takes the latest validity of the column, from rows that mention the credentials behind the badge too', () => {
    const outcome = understandAndDecide(
      statement('Active'),
      jobOf('partner_health_badge', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data.badge).toMatchObject({ id: 'HS-329-2764', expiration_date: '2027-04-10' });
    expect(outcome.issues).not.toContain('document expired');
  });
});

describe('a status memo listing cards in a table', () => {
  it('reads the card number under a "Card / eCode" caption', () => {
    const outcome = understandAndDecide(
      placed([
        [40, 10, 'Clinical Education - Life support status of agency staff'],
        [40, 40, 'Staff (Surname, Given)'],
        [200, 40, 'Course'],
        [260, 40, 'Provider'],
        [330, 40, 'Card / eCode'],
        [430, 40, 'Issued'],
        [510, 40, 'Expires'],
        [40, 60, "O'Brien, Katherine"],
        [200, 60, 'BLS'],
        [260, 60, 'AHA'],
        [330, 60, '369685350133'],
        [430, 60, '2026-02-12'],
        [510, 60, '2028-02-29'],
      ]),
      jobOf('life_support_certification', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data.certifications).toMatchObject([{ id: '369685350133', type: 'bls' }]);
    expect(outcome.issues).toEqual([]);
  });
});

describe('wordings of letters and response sheets', () => {
  it('reads a training site letter: the course completed "on the 19th of March 2026", a code inside a sentence', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Licensed Training Provider of the American Red Cross',
          'Harborlight Safety Education',
          'March 22, 2026',
          'RE: Adult and Pediatric CPR/AED - confirmation of completion',
          "We are pleased to confirm that Katherine Anne O'Brien attended and successfully completed the American",
          'Red Cross Adult and Pediatric CPR/AED course on the 19th of March 2026, taught by Priyanka Rao.',
          'The digital certificate has been issued with Certificate ID K5TJ85 and may be validated online.',
          'Sincerely,',
          'Marguerite Ashby',
        ),
      ),
      jobOf('life_support_certification', { accepted_types: ['cpr'] }),
    );
    expect(outcome.data.certifications).toEqual([
      expect.objectContaining({ id: 'K5TJ85', issue_date: '2026-03-19', expiration_date: '2028-03-31' }),
    ]);
    expect(outcome.decision).toBe('accepted');
  });

  it.each([
    ['Credential standing  Lapsed - TB screening expired 09/22/2026', 'inactive'],
    ['Credential standing  Active', 'active'],
    ['Clinicians must remain in good standing. Badge status: Suspended', 'inactive'],
  ])('reads "%s" as %s', (line, status) => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'CareRelay Clinician Network VERIFICATION RESPONSE',
          "Credential holder Katherine O'Brien",
          'Credential no. CA-4637-8432',
          line,
          'Issued June 26, 2026',
          'Renew by March 9, 2027',
        ),
      ),
      jobOf('partner_health_badge'),
    );
    expect(outcome.data.badge).toEqual(expect.objectContaining({ status }));
  });
});

describe('a field that says it has no value', () => {
  it('finds no renewal date under "Renew by – (no renewal date on file)", whatever date stands below', () => {
    const outcome = understandAndDecide(
      placed([
        [10, 10, 'Nightingale Bridge VERIFICATION RESPONSE'],
        [10, 30, 'Credential holder'],
        [150, 30, "Katherine O'Brien"],
        [10, 50, 'Credential no.'],
        [150, 50, 'NI-8109-4226'],
        [10, 70, 'Credential standing'],
        [150, 70, 'In good standing'],
        [10, 90, 'Issued'],
        [150, 90, '2026-04-03'],
        [10, 110, 'Renew by'],
        [150, 110, '- (no'],
        [190, 110, 'renewal date on file)'],
        [10, 130, 'Response date'],
        [150, 130, '2026-10-27'],
      ]),
      jobOf('partner_health_badge'),
    );
    expect(outcome.data.badge).toEqual(expect.objectContaining({ status: 'active', expiration_date: null }));
    expect(outcome.issues).toEqual(['missing expiration date']);
  });
});

describe("a credential wallet's export: the items verified, then the badge", () => {
  const wallet = (status: string) =>
    understandAndDecide(
      placed([
        [40, 10, 'TrueShift Clinical · Credential Wallet'],
        [40, 30, "Katherine O'Brien   Member ID M-4673812"],
        [40, 50, 'Credentials'],
        [40, 70, '[x] Verified BLS Provider'],
        [300, 70, '[x] Verified Background check'],
        [40, 90, 'NUMBER ISSUED EXPIRES'],
        [300, 90, 'NUMBER ISSUED EXPIRES'],
        [40, 110, 'ACC-04211120 Mar 26, 2026 -'],
        [300, 110, 'BG-3857164 May 6, 2026 May 6, 2027'],
        [40, 140, 'Platform credential badge'],
        [40, 160, 'Badge ID TSC-7087-4450'],
        [40, 180, 'Role Registered Nurse'],
        [40, 200, `Status ${status}`],
        [40, 220, 'Issued May 20, 2026'],
        [40, 240, 'Valid Thru May 20, 2027'],
      ]),
      jobOf('partner_health_badge', { valid_on: '2026-11-21' }),
    );

  it("reads the badge's own block after the list of items, not the items' dates nor their ticks", () => {
    const out = wallet('Active');
    expect(out.data.badge).toMatchObject({ status: 'active', expiration_date: '2027-05-20' });
    expect(out.decision).toBe('accepted');
  });

  it('reads "On hold - inactive" as inactive', () => {
    expect(wallet('On hold - inactive').issues).toContain('badge inactive');
  });
});

describe("an invoice addressed to the person, with a co-worker's certificate on page 2", () => {
  it('is a name mismatch: the person is only the invoice contact', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Good Pour Compliance Academy  INVOICE  Invoice No. INV-17617',
          'Bill to',
          'Cantina Los Altos',
          "Attn: Katherine O'Brien",
          'Description Learner Qty Amount',
          'TIPS On-Premise Certification - class seat and exam Isaiah Coleman 1 $45.00',
          'Certificate of Completion',
          'Good Pour Compliance Academy certifies that',
          'Isaiah Jerome Coleman',
          'has completed the responsible alcohol service course and passed the examination for',
          'TIPS On-Premise Certification',
          'Certificate No. 6242VBUE',
          'Date certified 02/01/2026',
          'Expiration date 02/01/2029',
        ),
      ),
      jobOf('alcohol_handler_certification', { valid_on: '2026-11-21' }),
    );
    expect(outcome.issues).toContain('name mismatch');
    expect(outcome.decision).toBe('rejected');
  });
});

describe('an order receipt whose buyer is not the learner', () => {
  const receipt = (learner: string) =>
    placed([
      [40, 10, 'ServeWell Academy  Receipt'],
      [40, 30, 'ORDER NO.'],
      [140, 30, 'ORDER DATE'],
      [260, 30, 'BILLED TO'],
      [40, 42, 'SE-36050779'],
      [140, 42, 'Jul 3, 2026'],
      [260, 42, "Katherine O'Brien"],
      [40, 70, `Arizona Food Handler · Learner: ${learner} · English`],
      [40, 90, 'Your certificate'],
      [40, 102, 'Learner'],
      [140, 102, learner],
      [40, 114, 'Certificate no.'],
      [140, 114, 'YV1114467'],
      [40, 126, 'Exam passed on'],
      [140, 126, 'Jul 5, 2026'],
      [40, 138, 'Valid through'],
      [140, 138, 'Jul 5, 2029'],
    ]);

  it("is another person's certificate when the person is only the buyer", () => {
    const outcome = understandAndDecide(
      receipt('Robert Tsosie'),
      jobOf('food_handler_certification', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data).toMatchObject({
      person: { name: { extracted: 'Robert Tsosie', status: 'mismatch' } },
    });
    expect(outcome.issues).toContain('name mismatch');
  });

  it('is the person’s own when they bought it for themselves', () => {
    const outcome = understandAndDecide(
      receipt("Katherine O'Brien"),
      jobOf('food_handler_certification', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data).toMatchObject({ person: { name: { status: 'match' } } });
    expect(outcome.decision).toBe('accepted');
  });
});

describe("a wallet card whose number was left blank beside the issuer's telephone number", () => {
  it("does not take the telephone number's end for the card number", () => {
    const outcome = understandAndDecide(
      placed([
        [40, 4, '419 E 7th Street, The Dalles, OR 97058 - Tel (541) 555-0120'],
        [40, 20, 'Issued by Columbia Gorge Health District'],
        [40, 36, "Name  O'BRIEN, KATHERINE"],
        [300, 36, 'Environmental Health Services - (541)'],
        [40, 52, 'Card No.'],
        [100, 52, '555-0120'],
        [40, 68, 'Issued 07/04/2026'],
        [40, 84, 'Expires 07/04/2029'],
        [40, 100, 'Oregon Food Handler Card'],
      ]),
      jobOf('food_handler_certification', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data.certificate).toMatchObject({ id: null });
    expect(outcome.issues).toContain('missing certificate id');
  });
});

describe("a class completion letter whose card's issue caption was not read", () => {
  it('dates the card by the class the letter thanks the holder for attending', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'KLAMATH RIDGE COUNTY PUBLIC HEALTH',
          "Katherine O'Brien",
          'RE: Food Handler Class - Completion and Card',
          'Thank you for attending the food handler training class taught in Spanish on March 27, 2026 at',
          'Hermiston Grange Hall. Your card is valid for three years.',
          'OREGON FOOD HANDLER CARD',
          'Card No. OR-66-572030',
          'RE 03/27/2026 Holder signature',
        ),
      ),
      jobOf('food_handler_certification', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data.certificate).toMatchObject({
      issue_date: '2026-03-27',
      expiration_date: '2029-03-27',
    });
    expect(outcome.decision).toBe('accepted');
  });
});

describe('a bilingual certificate whose captions give the other language first', () => {
  it('reads the date under "Fecha de emisión / Date issued" as the issue date', () => {
    const outcome = understandAndDecide(
      placed([
        [40, 10, 'Costa Segura Training'],
        [40, 25, 'Food Handler Certificate / Certificado de Manipulador de Alimentos'],
        [40, 40, 'NOMBRE DEL TITULAR / HOLDER NAME'],
        [400, 40, 'NO. DE CERTIFICADO / CERTIFICATE NO.'],
        [40, 55, "KATHERINE O'BRIEN"],
        [400, 55, 'CA-624-37284'],
        [40, 80, 'PROGRAMA / PROGRAM'],
        [40, 95, 'California Food Handler Card'],
        [40, 120, 'FECHA DE EMISIÓN / DATE ISSUED'],
        [300, 120, 'IDIOMA / LANGUAGE'],
        [450, 120, 'CALIFICACIÓN / SCORE'],
        [40, 135, '08/27/2025'],
        [300, 135, 'Español'],
        [450, 135, '91%'],
      ]),
      jobOf('food_handler_certification'),
    );
    expect(outcome.data.certificate).toMatchObject({
      issue_date: '2025-08-27',
      expiration_date: '2028-08-27',
    });
    expect(outcome.issues).toEqual([]);
  });
});

describe("an order receipt that names the course's provider only at the end of its footer", () => {
  it('takes the name that ends the footer, before its address, for the issuer', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          '[x] Receipt',
          'Thank you for your order! Your certificate details are below.',
          "Learner Katherine O'Brien",
          'Program Food Handler Certificate - Arizona Food Handler (Maricopa County)',
          'Exam passed on Jun 23, 2026',
          'Certificate no. XB4662751',
          'This certificate is valid for three years from the date of issue.',
          'Refunds are available within 30 days if the exam has not been started. Brightline Food Safety Academy',
          '1200 Meridian Ave, Suite 400, Aurora, CO 80012.',
        ),
      ),
      jobOf('food_handler_certification'),
    );
    expect(outcome.data.certificate).toMatchObject({ issuer: 'Brightline Food Safety Academy' });
    expect(outcome.issues).toEqual([]);
  });
});

describe('a handwritten card whose end is written with a two-figure year', () => {
  const card = (dates: string, confidence: number) =>
    ocrLinesOf([
      { text: 'Harbor County Environmental Health', confidence: 95 },
      { text: 'FOOD HANDLER PERMIT', confidence: 96 },
      { text: "Name: Katherine O'Brien   Permit no. FH-26-40117", confidence: 92 },
      { text: dates, confidence },
    ]);

  it('rejects a card that ended, read clearly', () => {
    const out = understandAndDecide(
      card('Date issued: 3/02/11   Expires: 3/02/14', 93),
      jobOf('food_handler_certification'),
    );
    expect(out.issues).toEqual(['document expired']);
    expect(out.decision).toBe('rejected');
  });

  it('flags it, with little confidence, when that line was not read clearly', () => {
    const out = understandAndDecide(
      card('Date issued: 3/02/11   Expires: 3/02/14', 70),
      jobOf('food_handler_certification'),
    );
    expect(out.issues).toEqual(['invalid extraction']);
    expect(out.decision).toBe('flagged');
    expect(out.confidence).toBeLessThan(60);
  });

  it('still rejects an end whose year is written in full', () => {
    const out = understandAndDecide(
      card('Date issued: 3/02/2011   Expires: 3/02/2014', 70),
      jobOf('food_handler_certification'),
    );
    expect(out.issues).toEqual(['document expired']);
  });
});

describe("a certificate's issue date under a caption as a scan or a registration prints it", () => {
  it.each([
    ['Certificate No.   Dateoflssue', 'FH-575548   July 18, 2026', '2026-07-18'],
    ['Fecha de emisión / Date issued', '24 de diciembre de 2025', '2025-12-24'],
    ['Dateissued 5/13/2026', 'Renew before the card expires.', '2026-05-13'],
  ])('reads "%s" over "%s"', (captions, values, issued) => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Harbor County Environmental Health',
          'FOOD HANDLER CERTIFICATE',
          "Katherine O'Brien",
          captions,
          values,
          'Certificate no. FH-575548',
        ),
      ),
      jobOf('food_handler_certification'),
    );
    expect(outcome.data.certificate).toMatchObject({ issue_date: issued });
  });

  it('reads the date under a cell captioned "Registered"', () => {
    const outcome = understandAndDecide(
      placed([
        [40, 20, 'TRI-COUNTY HEALTH DISTRICT'],
        [40, 40, 'FOOD PROTECTION MANAGER REGISTRATION'],
        [40, 60, "KATHERINE A. O'BRIEN"],
        [40, 80, 'Registered'],
        [300, 80, 'Registration expires'],
        [40, 96, '01/20/2025'],
        [300, 96, '01/20/2030'],
        [40, 116, 'Card no.: FPM-25-16843'],
      ]),
      jobOf('food_handler_certification'),
    );
    expect(outcome.data.certificate).toMatchObject({
      issue_date: '2025-01-20',
      expiration_date: '2030-01-20',
    });
  });

  it('does not take a registered nurse for a registration date', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Harbor County Environmental Health',
          'FOOD HANDLER CERTIFICATE',
          "Katherine O'Brien, Registered Nurse",
          'Registered nurse since 03/02/2011',
          'Certificate no. FH-575548',
        ),
      ),
      jobOf('food_handler_certification'),
    );
    expect(outcome.data.certificate).toMatchObject({ issue_date: null });
  });
});

describe('a scanned card whose handwritten holder name was not read', () => {
  const card = (name: string, confidence: number) =>
    ocrLinesOf([
      { text: 'STATEMENT OF COMPLETION', confidence: 96 },
      { text: 'This is to certify that', confidence: 95 },
      { text: name, confidence },
      { text: 'has completed Heartsaver First Aid CPR AED', confidence: 96 },
      { text: 'American Heart Association   eCard code 215508743201', confidence: 95 },
      { text: 'Issue date 03/12/2026   Recommended renewal 03/2028', confidence: 95 },
    ]);

  it('flags it for a person, claiming less than 60', () => {
    const out = understandAndDecide(card('Bs hn', 55), jobOf('life_support_certification'));
    expect(out.issues).toEqual(['name not present']);
    expect(out.decision).toBe('flagged');
    expect(out.confidence).toBeLessThan(60);
  });

  it('accepts it when the name was read', () => {
    const out = understandAndDecide(card("Katherine O'Brien", 90), jobOf('life_support_certification'));
    expect(out.decision).toBe('accepted');
  });
});

describe("a course certificate whose only numbers are the training center's and the instructor's", () => {
  it('rejects it for a missing id, not flagging those numbers as an id it could not read', () => {
    const out = understandAndDecide(
      readOf(
        doc(
          'American Heart Association',
          'BLS Provider',
          "Katherine O'Brien",
          'Issue date 10/24/2026   Recommended renewal 10/2028',
          'eCard code: pending, e-mailed within 20 days',
          'TRAINING CENTER / TC ID Lakeview Resuscitation Center · TN20571   INSTRUCTOR / ID Dana Whitlow · 06171155093',
        ),
      ),
      jobOf('life_support_certification'),
    );
    expect(out.issues).toEqual(['missing id']);
    expect(out.decision).toBe('rejected');
  });
});

describe("a phone's photo of a server permit cropped at the first letter of its issue caption", () => {
  it('reads "SSUED" over its date as the issue date', () => {
    const outcome = understandAndDecide(
      placed([
        [40, 20, 'ABC Server Wallet'],
        [40, 40, 'NAME'],
        [40, 56, "KATHERINE A O'BRIEN"],
        [40, 76, 'SERVER ID'],
        [40, 92, 'S95704983'],
        [40, 112, 'PROGRAM'],
        [40, 128, 'Responsible Beverage Service (RBS)'],
        [40, 148, 'SSUED'],
        [200, 148, 'EXPIRES'],
        [40, 164, 'Apr 23, 2026'],
        [200, 164, 'Apr 23, 2029'],
      ]),
      jobOf('alcohol_handler_certification', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data.certificate).toMatchObject({
      issue_date: '2026-04-23',
      expiration_date: '2029-04-23',
    });
    expect(outcome.issues).not.toContain('missing issue date');
  });
});

describe('a photographed alcohol server card whose program name lost its last letter to a bracket', () => {
  it('still names the program and its issuer', () => {
    const outcome = understandAndDecide(
      ocrLinesOf([
        { text: "Name Katherine O'Brien", confidence: 88 },
        { text: 'Certified in responsible alcohol service', confidence: 86 },
        { text: 'ServSafe Alcoho]', confidence: 79 },
        { text: 'Cert. No. 8772721', confidence: 94 },
        { text: 'Date certified 4/26/2025 Expires 4/26/2028', confidence: 88 },
        { text: 'Trainer Marla Deveraux', confidence: 92 },
      ]),
      jobOf('alcohol_handler_certification', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data.certificate).toMatchObject({ issuer: 'National Restaurant Association' });
    expect(outcome.issues).not.toContain('missing issuer');
  });
});

describe('a registration slip whose issuing body is ticked among those offered', () => {
  const slip = (issuedBy: string) =>
    doc(
      'Harbor Rescue Training, LLC',
      'RENEWAL CLASS REGISTRATION & CARD ISSUANCE',
      "LAST NAME O'BRIEN  FIRST NAME KATHERINE  MI A",
      'Course [x] BLS   [ ] ACLS   [ ] PALS   [ ] Heartsaver',
      `Issued by ${issuedBy}`,
      'CARD ISSUED',
      'Certificate no.  HR-150372',
      'Issue date  07/13/2026    Renew by  07/2028',
    );

  it.each([
    ['[ ] AHA   [ ] Red Cross   [ ] ASHI   [x] Other', 'other'],
    ['[ ] AHA   [x] Red Cross   [ ] ASHI   [ ] Other', 'american_red_cross'],
    ['[x] AHA   [ ] Red Cross   [ ] ASHI   [ ] Other', 'american_heart_association'],
  ])('%s is issuer %s, whatever course is offered beside it', (issuedBy, issuer) => {
    const out = understandAndDecide(readOf(slip(issuedBy)), jobOf('life_support_certification'));
    const [card] = (out.data as { certifications: Array<{ issuer: string; type: string }> }).certifications;
    expect([card.type, card.issuer]).toEqual(['bls', issuer]);
  });
});

describe('an alcohol course sign-off card with the program ticked among several', () => {
  const card = (programs: string) =>
    doc(
      'RESPONSIBLE BEVERAGE SERVICE - CLASS SIGN-OFF CARD',
      "Employee name (print) KATHERINE O'BRIEN   Date of birth 2/28/1990",
      `Program (tick one): ${programs}`,
      'Date certified (exam passed) 7/31/2024   Certificate / card no. 524-668001',
    );

  it.each([
    ['[ ] TIPS On-Premise [x] TABC Seller-Server (TX) [ ] Illinois BASSET [ ] ServSafe Alcohol', 'tabc'],
    ['[x] TIPS On-Premise [ ] TABC Seller-Server (TX) [ ] Illinois BASSET [ ] ServSafe Alcohol', 'tips'],
    ['[ ] TIPS On-Premise [ ] TABC Seller-Server (TX) [x] Illinois BASSET [ ] ServSafe Alcohol', 'basset'],
  ])('%s is program %s, not the first one the card names', (programs, program) => {
    const out = understandAndDecide(
      readOf(card(programs)),
      jobOf('alcohol_handler_certification', { valid_on: '2026-11-21' }),
    );
    expect((out.data as { certificate: { program: string } }).certificate.program).toBe(program);
  });
});

describe("a badge whose platform's name OCR read with a slip", () => {
  const badge = (issuer: string) =>
    ocrLinesOf(
      [
        'PARTNER HEALTH BADGE',
        "Name O'BRIEN, KATHERINE   Badge no. LSH 599403",
        'Status Active   Issued March 29, 2025   valid through March 29, 2027',
        `Badge issued by ${issuer}`,
      ].map((text) => ({ text, confidence: 88 })),
    );
  const issuesOf = (issuer: string) =>
    understandAndDecide(
      badge(issuer),
      jobOf('partner_health_badge', { valid_on: '2026-11-21', accepted_issuers: ['Lanternshift Health'] }),
    ).issues;

  it('accepts the platform read with a letter too many', () => {
    expect(issuesOf('Larnternshift Health')).not.toContain('unsupported issuer');
  });

  it('still rejects another platform', () => {
    expect(issuesOf('Lantern Staffing Group')).toContain('unsupported issuer');
  });
});

describe('a verification sheet whose issuing body is written in beside the bodies offered', () => {
  const sheet = (other: string) =>
    doc(
      'LIFE SUPPORT CARD VERIFICATION',
      "Staff member: Katherine O'Brien",
      'Course: BLS Provider',
      'Issuing organization (circle)',
      'AHA ARC ASHI NSC Other',
      other,
      'Card no. BKM-204784   Issue date 2/3/2026   Expires 2/3/2028',
    );
  const issuerOf = (other: string) =>
    (
      understandAndDecide(readOf(sheet(other)), jobOf('life_support_certification')).data as {
        certifications: Array<{ issuer: string }>;
      }
    ).certifications[0].issuer;

  it('reads the body written in as another issuer', () => {
    expect(issuerOf('Other: CPR EXPRESS ONLINE')).toBe('other');
  });

  it('keeps the body named when the written line names one of those offered', () => {
    expect(issuerOf('Other: American Heart Association eCard')).toBe('american_heart_association');
  });
});

describe("a badge headed with a short form of its platform's name", () => {
  const card = (footer: string) =>
    readOf(
      doc(
        'BR Brightpath PRN',
        'VERIFIED CLINICIAN CREDENTIAL',
        "O'BRIEN, KATHERINE",
        'BADGE NO. BPR-1748110 ISSUED 08/31/2026',
        'VALID THRU 08/30/2027',
        'STATUS ACTIVE',
        footer,
      ),
    );
  const issuesOf = (footer: string) =>
    understandAndDecide(
      card(footer),
      jobOf('partner_health_badge', {
        valid_on: '2026-11-21',
        accepted_issuers: ['Brightpath PRN Staffing Platform'],
      }),
    ).issues;

  it('is that platform when the page names it in full', () => {
    expect(issuesOf('This card is the property of Brightpath PRN Staffing Platform.')).not.toContain(
      'unsupported issuer',
    );
  });

  it('is not when the page never names the accepted platform', () => {
    expect(issuesOf('This card is the property of its holder.')).toContain('unsupported issuer');
  });
});

describe("a certificate that prints a student's number before the credential's", () => {
  it("reads the certificate's number, not the student's", () => {
    const out = understandAndDecide(
      readOf(
        doc(
          'CERTIFICATE OF COMPLETION',
          "This is to certify that Katherine O'Brien has completed the Professional Bartending Course.",
          'Graduated September 30, 2025 - Student no. WZ-40745',
          'PROGRAM TABC SELLER-SERVER   TABC CERTIFICATE NO 134661',
          'DATE CERTIFIED September 21, 2025',
        ),
      ),
      jobOf('alcohol_handler_certification', { valid_on: '2026-11-21' }),
    );
    expect((out.data as { certificate: { id: string } }).certificate.id).toBe('134661');
  });
});

describe('a life-support body written short', () => {
  it.each([
    ['Amer. Heart Assoc. / Riverbend', 'american_heart_association'],
    ['Amer Red Cross', 'american_red_cross'],
  ])('reads "%s" as %s', (body, issuer) => {
    const out = understandAndDecide(
      readOf(
        doc(
          'CERTIFICATION FEE REIMBURSEMENT REQUEST',
          "EMPLOYEE NAME O'Brien, Katherine A",
          'Course  Training provider / issuing organization  Class / issue date  Card no.  Expires',
          `ACLS  ${body}  1/7/26  419920JN455F  01/2028`,
        ),
      ),
      jobOf('life_support_certification'),
    );
    const [card] = (out.data as { certifications: Array<{ issuer: string }> }).certifications;
    expect(card.issuer).toBe(issuer);
  });
});

describe("a platform's text messages", () => {
  const thread = (...messages: string[]) =>
    understandAndDecide(
      readOf(doc('9:49 LTE 23%', 'ShiftHarbor', 'Verified business 74120', ...messages)),
      jobOf('partner_health_badge', { valid_on: '2026-11-21' }),
    );

  it('reads the badge number told after its noun, wrapped at a hyphen', () => {
    const out = thread(
      'ShiftHarbor: Your badge SH-8822-',
      "5076 issued to O'BRIEN, KATHERINE is active. Status: ACTIVE",
      'Valid thru: 10/31/2027',
    );
    expect((out.data as { badge: { id: string | null } }).badge.id).toBe('SH-8822-5076');
    expect(out.issues).not.toContain('missing badge id');
  });

  it('takes the end a later renewal message gives over the reminder before it', () => {
    const out = thread(
      'Wednesday, October 7 7:39 AM',
      'ShiftHarbor: Reminder - badge SH-88225076',
      "(O'BRIEN, KATHERINE) expires 10/31/2026.",
      'Monday, October 26 10:08 AM',
      'ShiftHarbor: Good news! Badge SH-88225076 has been RENEWED.',
      'Status: ACTIVE',
      'New valid thru: 10/31/2027',
    );
    expect((out.data as { badge: { expiration_date: string | null } }).badge.expiration_date).toBe(
      '2027-10-31',
    );
    expect(out.decision).toBe('accepted');
  });
});

describe("a hospital's credential expiry report for one nurse", () => {
  const report = (...rows: string[]) =>
    understandAndDecide(
      readOf(
        doc(
          'INDIVIDUAL CREDENTIAL EXPIRATION REPORT   Run: 11/06/2026 16:57',
          'EMPLOYEE  EMPLOYEE #  JOB TITLE',
          "O'BRIEN, KATHERINE  676144  Registered Nurse II",
          'MANAGER  HIRE / START DATE  BIRTH DATE',
          'Pruitt, Dana RN MSN  10/27/2022  02/28/1990',
          'Credential  Issuing body  Number  Issued  Expires  Days left  Status  Verified',
          'LICENSURE',
          'Registered Nurse License  Ohio Board of Nursing  RN2472828  11/22/2019  10/31/2028  725 CURRENT',
          'RESUSCITATION / LIFE SUPPORT',
          ...rows,
          'OCCUPATIONAL HEALTH',
          'TB screening (annual)  Employee Health  04/26/2026  04/26/2027  171 CURRENT',
        ),
      ),
      jobOf('life_support_certification', { valid_on: '2026-11-21' }),
    );
  type Card = { id: string | null; type: string; issue_date: string | null; expiration_date: string | null };
  const cards = (out: ReturnType<typeof report>) => (out.data as { certifications: Card[] }).certifications;

  it("reads each row's number and dates, two dates read as one run split at the first year", () => {
    const out = report(
      'BLS Provider  Amer. Heart Assn (AHA)  419194QZXC2G | 12/26/202412/31/2026 55 | DUE<60',
      'ACLS Provider  Amer. Heart Assn (AHA)  478149PFRXMU | 05/15/2025 | 05/31/2027  206 CURRENT  9/29/26',
    );
    expect(cards(out).map((c) => [c.type, c.id, c.issue_date, c.expiration_date])).toEqual([
      ['bls', '419194QZXC2G', '2024-12-26', '2026-12-31'],
      ['acls', '478149PFRXMU', '2025-05-15', '2027-05-31'],
    ]);
    expect(out.decision).toBe('accepted');
  });

  it('counts two current cards of one course in two rows', () => {
    const out = report(
      'BLS Provider  American Heart Association  827143TRETV8  02/18/2025  02/2027  113 CURRENT',
      'BLS (Basic Life Support)  American Red Cross  OH4HLSS  06/16/2026  06/2028  601 CURRENT  7/9/26',
    );
    expect(out.issues).toContain('too many certifications');
  });
});

describe('a platform digest listing several badges', () => {
  it('reads the health badge’s row, not a site’s orientation badge above it', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Tendwell Health Weekly digest',
          "Katherine O'Brien · RN · Milwaukee, WI",
          'Your badges',
          'Badge Badge no. Status Issued Expires',
          'Site orientation — St. Brendan SBMC-71384 Facility badge · EHR access Active January 7, 2026 January 6, 2027',
          'Tendwell Health & Compliance Badge TW-HCB-5279749 Platform-wide Active February 27, 2026 No end date',
          'Skills badge — Ventilator management SK-365186 Active February 1, 2026 January 31, 2028',
        ),
      ),
      jobOf('partner_health_badge', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data).toMatchObject({
      badge: { id: 'TW-HCB-5279749', issue_date: '2026-02-27', expiration_date: null },
    });
  });
});

describe('a badge row whose status stands before its dates', () => {
  it('reads a paused badge as inactive', () => {
    const outcome = understandAndDecide(
      readOf(
        doc(
          'Rallypoint Nurse Staffing Weekly digest',
          "Katherine O'Brien · RN · Memphis, TN",
          'Badge Badge no. Status Issued Expires',
          'Rallypoint Work-Ready Health Badge RP-LU-730489 Paused 05/04/2026 05/03/2027',
          'Site orientation — Lakeview Rehabilitation Hospital LRH-76768 Active 09/11/2026 09/10/2027',
        ),
      ),
      jobOf('partner_health_badge', { valid_on: '2026-11-21' }),
    );
    expect(outcome.data).toMatchObject({ badge: { id: 'RP-LU-730489', status: 'inactive' } });
    expect(outcome.issues).toContain('badge inactive');
  });
});

describe("a licensing board's form verifying a current life-support card", () => {
  const form = (marks: { aha: string; nsc: string }) =>
    doc(
      'CPR / BASIC LIFE SUPPORT — VERIFICATION OF CURRENT CERTIFICATION',
      'Required of every dental hygienist and assistant for the renewal period 07/01/2026 – 06/30/2028.',
      "PART 1 — LICENSEE  O'Brien Katherine A 02/28/1990  Licence no. EF800681",
      'PART 2 — COURSE (check one)',
      `${marks.aha} BLS Provider — American Heart Association`,
      '[ ] Basic Life Support (BLS) — American Red Cross',
      `${marks.nsc} BLS for Healthcare Providers — National Safety Council`,
      '05/02/2026 NSC-3461532 05/02/2028',
      'Date of course Card / certificate / eCard no. Expiration / renewal date',
    );

  it("reads one card, by the body ticked among options one per line, and not the licence's renewal period", () => {
    const out = understandAndDecide(
      readOf(form({ aha: '[ ]', nsc: '[x]' })),
      jobOf('life_support_certification'),
    );
    expect(out.data.certifications).toMatchObject([{ issuer: 'national_safety_council' }]);
    expect(out.issues).not.toContain('too many certifications');
  });

  it('keeps the first body when it is the one ticked', () => {
    const out = understandAndDecide(
      readOf(form({ aha: '[x]', nsc: '[ ]' })),
      jobOf('life_support_certification'),
    );
    expect(out.data.certifications).toMatchObject([{ issuer: 'american_heart_association' }]);
  });
});
